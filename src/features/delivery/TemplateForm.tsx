import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DELIVERY_TEMPLATES } from '../../../domain/delivery/resource.ts';
import { type DeliveryTemplate, DeliveryTemplateBody, uses } from '../../../domain/delivery/schema.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { AreaCascader } from '../../components/fields/AreaCascader.tsx';
import { RepeatGroup } from '../../components/fields/RepeatGroup.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { emptyRule, RulesEditor, type RuleValues } from './RulesEditor.tsx';

interface AreaValues {
  _key?: string;
  area: string | undefined;
  rules: RuleValues[];
}
interface Values {
  name: string;
  areas: AreaValues[];
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

const EMPTY: Values = { name: '', areas: [] };
const BACK = screenUrl(DELIVERY_TEMPLATES.screens.list, {}, { tabState: 'templates' });

const key = () => crypto.randomUUID();

function fromTemplate(x: DeliveryTemplate): Values {
  return {
    name: x.name,
    version: x.version,
    areas: x.areas.map((a) => ({
      _key: key(),
      area: a.area,
      rules: a.rules.map((r) => ({
        _key: key(),
        type: r.type,
        quantity: r.quantity ?? null,
        fee: r.fee ?? null,
        value: r.value ?? null,
      })),
    })),
  };
}

/** What the API takes: row keys dropped, and each rule only with the amounts its type uses. */
function toBody(v: Values) {
  return {
    name: v.name,
    areas: v.areas.map((a) => ({
      area: a.area,
      rules: a.rules.map((r) => ({
        type: r.type,
        quantity: r.type && uses(r.type, 'quantity') ? r.quantity : null,
        fee: r.type && uses(r.type, 'fee') ? r.fee : null,
        value: r.type && uses(r.type, 'value') ? r.value : null,
      })),
    })),
    ...(v.version !== undefined ? { version: v.version } : {}),
  };
}

/** /delivery/template/create and /delivery/template/{templateId}. */
export default function TemplateForm() {
  const { t } = useTranslation();
  const { templateId } = useParams();
  const creating = !templateId;
  const record = useRecord<DeliveryTemplate>(
    creating ? null : apiUrl(DELIVERY_TEMPLATES.ops.one, { id: templateId! }),
  );
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<Values>(EMPTY, DeliveryTemplateBody, toBody);
  useRecordValues(form, record.data, fromTemplate);

  return (
    <FormPage<Values>
      form={form}
      title={
        creating
          ? t('delivery.createTemplate')
          : t('delivery.editTemplate', { name: record.data?.name ?? '' })
      }
      backTo={BACK}
      history={
        templateId ? { resource: DELIVERY_TEMPLATES.key, id: templateId, labels: 'delivery' } : undefined
      }
      fromRecord={fromTemplate}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      onSave={async (body) => {
        const saved = await saveRecord<DeliveryTemplate>(DELIVERY_TEMPLATES, templateId, body, createKey);
        return fromTemplate(saved);
      }}
      remove={
        creating
          ? undefined
          : {
              textKey: 'delivery.discontinue',
              questionKey: 'delivery.discontinueConfirm',
              successKey: 'delivery.discontinued',
              run: async () => {
                await saveRecord(DELIVERY_TEMPLATES, templateId, {
                  status: 'discontinued',
                  version: form.values.version,
                });
              },
            }
      }
    >
      <TextField path="name" labelKey="delivery.templateName" required autoFocus autoComplete="off" />
      <RepeatGroup<AreaValues>
        path="areas"
        labelKey="delivery.feeAreas"
        addKey="delivery.addArea"
        removeKey="delivery.removeArea"
        make={() => ({ area: undefined, rules: [{ ...emptyRule(), _key: key() }] })}
      >
        {(base) => (
          <>
            <AreaCascader path={`${base}.area`} labelKey="delivery.area" required />
            <RulesEditor base={base} />
          </>
        )}
      </RepeatGroup>
    </FormPage>
  );
}
