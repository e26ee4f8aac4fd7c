import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type DeliveryArea, DeliveryAreaBody } from '../../../domain/schemas/delivery.ts';
import { invalidateAreas } from '../../api/areas.ts';
import { saveRecord } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { AreaCascader } from '../../components/fields/AreaCascader.tsx';
import { TextField } from '../../components/fields/TextField.tsx';

interface Values {
  name: string;
  nameZh: string;
  parent: string | undefined;
}

const EMPTY: Values = { name: '', nameZh: '', parent: undefined };
const BACK = '/delivery?tabState=areas';

const fromArea = (a: DeliveryArea): Values => ({
  name: a.name,
  nameZh: a.nameZh ?? '',
  parent: a.parent ?? undefined,
});

/**
 * /delivery/areas/create and /delivery/areas/{areaId}: name in both languages and the parent,
 * which is required (part 1 §5); the parent picker hides the area itself and its descendants.
 */
export default function AreaForm() {
  const { t, i18n } = useTranslation();
  const { areaId } = useParams();
  const creating = !areaId;
  const record = useRecord<DeliveryArea>(creating ? null : `delivery-areas/${areaId}/details`);
  const form = useForm<Values>(EMPTY, DeliveryAreaBody);
  const { reset } = form;
  useEffect(() => {
    if (record.data) reset(fromArea(record.data));
  }, [record.data, reset]);
  const shownName =
    i18n.language === 'zh' && record.data?.nameZh ? record.data.nameZh : (record.data?.name ?? '');

  return (
    <FormPage<Values>
      form={form}
      title={creating ? t('delivery.createArea') : t('delivery.editArea', { name: shownName })}
      backTo={BACK}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      onSave={async (body) => {
        const saved = await saveRecord<DeliveryArea>('delivery-areas', areaId, body);
        // every cascader reads the shared tree: the next one must see this change
        invalidateAreas();
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
