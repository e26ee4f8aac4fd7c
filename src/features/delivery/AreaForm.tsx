import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from '../../../domain/delivery/resource.ts';
import { type DeliveryArea, DeliveryAreaBody } from '../../../domain/delivery/schema.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { AreaCascader } from '../../components/fields/AreaCascader.tsx';
import { TextField } from '../../components/fields/TextField.tsx';

interface Values {
  name: string;
  nameZh: string;
  parent: string | undefined;
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

const EMPTY: Values = { name: '', nameZh: '', parent: undefined };
const BACK = screenUrl(DELIVERY_TEMPLATES.screens.list, {}, { tabState: 'areas' });

const fromArea = (a: DeliveryArea): Values => ({
  name: a.name,
  nameZh: a.nameZh ?? '',
  parent: a.parent ?? undefined,
  version: a.version,
});

/**
 * /delivery/areas/create and /delivery/areas/{areaId}: name in both languages and the parent,
 * which is required; the parent picker hides the area itself and its descendants.
 */
export default function AreaForm() {
  const { t, i18n } = useTranslation();
  const { areaId } = useParams();
  const creating = !areaId;
  const record = useRecord<DeliveryArea>(creating ? null : apiUrl(DELIVERY_AREAS.ops.one, { id: areaId! }));
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<Values>(EMPTY, DeliveryAreaBody);
  useRecordValues(form, record.data, fromArea);
  const shownName =
    i18n.language === 'zh' && record.data?.nameZh ? record.data.nameZh : (record.data?.name ?? '');

  return (
    <FormPage<Values>
      form={form}
      title={creating ? t('delivery.createArea') : t('delivery.editArea', { name: shownName })}
      backTo={BACK}
      history={areaId ? { resource: DELIVERY_AREAS.key, id: areaId, labels: 'delivery' } : undefined}
      fromRecord={fromArea}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      onSave={async (body) => {
        // the save invalidates 'delivery-areas': the tree every cascader reads is fetched again
        const saved = await saveRecord<DeliveryArea>(DELIVERY_AREAS, areaId, body, createKey);
        return fromArea(saved);
      }}
    >
      <div className="cpt-form-grid">
        <TextField path="name" labelKey="delivery.areaNameEn" required autoFocus autoComplete="off" />
        <TextField path="nameZh" labelKey="delivery.areaNameZh" autoComplete="off" />
      </div>
      <AreaCascader path="parent" labelKey="delivery.parent" required exclude={areaId} />
    </FormPage>
  );
}
