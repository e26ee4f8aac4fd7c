import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { packLetter } from '../../../../../domain/offers/pack-letters.ts';
import { WEIGHT_TYPES } from '../../../../../domain/schemas/shared.ts';
import { keyIn, type TKey } from '../../../../../locales/keys.ts';
import { DayInput } from '../../../../components/DayInput.tsx';
import { useFormContext, useFormValue } from '../../../../components/FormPage/context.ts';
import type { Choice } from '../../../../components/fields/ChoiceFields.tsx';
import { Field, type FieldProps, useField } from '../../../../components/fields/Field.tsx';
import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { useLocked } from '../locks.ts';
import { knownProduct } from '../pickers/ProductPicker.tsx';

export const UNIT_CHOICES = WEIGHT_TYPES.map(
  (w): Choice => ({ value: w, label: keyIn('product.weightTypes', w) }),
);

/** The choices of a block's packs (A, B…) or add-ons, for specials and gifts that point at one. */
export function useSelections(block: string, kind: 'packs' | 'singleItems'): Choice[] {
  const rows =
    (useFormValue(`${block}.${kind}`) as { id: string; name?: { en: string }; product?: string }[]) ?? [];
  return rows.map((r, i) =>
    kind === 'packs'
      ? { value: r.id, text: `${packLetter(i)} · ${r.name?.en ?? ''}` }
      : { value: r.id, text: knownProduct(r.product ?? '')?.name.en ?? `#${i + 1}` },
  );
}

/** A switch between none (null) and a value with its parts to fill (free fall, lottery). */
export function Toggle({
  path,
  labelKey,
  make,
  disabled,
}: {
  path: string;
  labelKey: TKey;
  make: () => unknown;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext();
  const on = useFormValue(path) != null;
  return (
    <Checkbox
      label={t(labelKey)}
      checked={on}
      disabled={disabled}
      onChange={(e) => form.set(path, e.currentTarget.checked ? make() : null)}
    />
  );
}

/** Free-fall drop amount, trigger quantity and lowest price of a pack or add-on. */
export function FreeFallFields({ base }: { base: string }) {
  const locked = useLocked();
  const off = locked(`${base}.freeFall`);
  const freeFall = useFormValue(`${base}.freeFall`);
  return (
    <>
      <Toggle
        path={`${base}.freeFall`}
        labelKey="offerForm.freeFall"
        disabled={off}
        make={() => ({ dropAmount: null, quantityTrigger: null, lowestPrice: null })}
      />
      {freeFall != null && (
        <div className="cpt-form-grid">
          <MoneyField
            path={`${base}.freeFall.dropAmount`}
            labelKey="offerForm.dropAmount"
            required
            disabled={off}
          />
          <NumberField
            path={`${base}.freeFall.quantityTrigger`}
            labelKey="offerForm.quantityTrigger"
            required
            disabled={off}
          />
          <MoneyField
            path={`${base}.freeFall.lowestPrice`}
            labelKey="offerForm.lowestPrice"
            required
            disabled={off}
          />
        </div>
      )}
    </>
  );
}

/** A calendar day field (a voucher's expiration). */
export function DayField(props: FieldProps) {
  const { t } = useTranslation();
  const f = useField(props.path);
  return (
    <Field {...props}>
      <DayInput
        path={props.path}
        value={typeof f.value === 'string' ? f.value : ''}
        onChange={(d) => f.set(d || null)}
        label={t(props.labelKey)}
      />
    </Field>
  );
}
