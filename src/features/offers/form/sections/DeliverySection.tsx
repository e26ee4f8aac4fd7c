import { FormGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TEMPLATES } from '../../../../../domain/delivery/resource.ts';
import type { DeliveryTemplate } from '../../../../../domain/delivery/schema.ts';
import { DELIVERY_TYPES } from '../../../../../domain/offers/schema.ts';
import { apiUrl } from '../../../../../domain/resource.ts';
import { keyIn } from '../../../../../locales/keys.ts';
import { api } from '../../../../api/client.ts';
import { fetchPage } from '../../../../api/list.ts';
import { queryKeys } from '../../../../api/query.ts';
import { useFormContext, useFormValue } from '../../../../components/FormPage/context.ts';
import { AreaCascader } from '../../../../components/fields/AreaCascader.tsx';
import { type Choice, RadioField } from '../../../../components/fields/ChoiceFields.tsx';
import { RepeatGroup } from '../../../../components/fields/RepeatGroup.tsx';
import { Select } from '../../../../components/Select.tsx';
import { emptyRule, RulesEditor } from '../../../delivery/RulesEditor.tsx';
import { useLocked } from '../locks.ts';
import { Section } from '../Section.tsx';

const LIST = apiUrl(DELIVERY_TEMPLATES.ops.list, {});
const Q = { range: [0, 199] as const, sort: ['name', 'ASC'] as const };

/** Picking a fee template fills the fee areas with its areas and rules (they stay editable). */
function TemplatePicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext();
  const template = useFormValue('feeTemplate') as string | null;
  const list = useQuery({
    queryKey: queryKeys.list(LIST, Q),
    queryFn: ({ signal }) => fetchPage<{ id: string; name: string }>(LIST, Q, signal),
  });
  const pick = async (id: string) => {
    form.set('feeTemplate', id || null);
    if (!id) return;
    const tpl = await api.get(apiUrl(DELIVERY_TEMPLATES.ops.one, { id })).json<DeliveryTemplate>();
    form.set(
      'fees',
      tpl.areas.map((a) => ({
        _key: crypto.randomUUID(),
        area: a.area,
        rules: a.rules.map((r) => ({ ...r, _key: crypto.randomUUID() })),
      })),
    );
  };
  return (
    <FormGroup label={t('offerForm.feeTemplate')} labelFor="field-feeTemplate" className="cpt-field">
      <Select
        id="field-feeTemplate"
        fill
        disabled={disabled}
        value={template ?? ''}
        onChange={(e) => void pick(e.currentTarget.value)}
        options={[
          { value: '', label: t('offerForm.noTemplate') },
          ...(list.data?.rows ?? []).map((x) => ({ value: x.id, label: x.name })),
        ]}
      />
    </FormGroup>
  );
}

/** Delivery type, fee template and fee areas (area cascader and rules). */
export function DeliverySection() {
  const locked = useLocked();
  const off = locked('fees');
  return (
    <Section id="delivery" labelKey="offerForm.sections.delivery">
      <div className="cpt-form-grid">
        <RadioField
          path="deliveryType"
          labelKey="offerForm.deliveryType"
          choices={DELIVERY_TYPES.map(
            (d): Choice => ({ value: d, label: keyIn('offerForm.deliveryTypes', d) }),
          )}
          disabled={locked('deliveryType')}
        />
        <TemplatePicker disabled={locked('feeTemplate')} />
      </div>
      <RepeatGroup
        path="fees"
        labelKey="offerForm.fees"
        addKey="delivery.addArea"
        removeKey="delivery.removeArea"
        disabled={off}
        make={() => ({ area: undefined, rules: [{ ...emptyRule(), _key: crypto.randomUUID() }] })}
      >
        {(base) =>
          off ? (
            <fieldset disabled className="cpt-offer-locked">
              <AreaCascader path={`${base}.area`} labelKey="delivery.area" required disabled />
              <RulesEditor base={base} />
            </fieldset>
          ) : (
            <>
              <AreaCascader path={`${base}.area`} labelKey="delivery.area" required />
              <RulesEditor base={base} />
            </>
          )
        }
      </RepeatGroup>
    </Section>
  );
}
