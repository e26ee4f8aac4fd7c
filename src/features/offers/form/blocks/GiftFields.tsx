import { useTranslation } from 'react-i18next';
import { GIFT_TYPES, LOTTERY_GIFT_TYPES } from '../../../../../domain/offers/schema-parts.ts';
import { keyIn } from '../../../../../locales/keys.ts';
import { useFormValue } from '../../../../components/FormPage/context.ts';
import { type Choice, SelectField } from '../../../../components/fields/ChoiceFields.tsx';
import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { TextField } from '../../../../components/fields/TextField.tsx';
import { UploadField } from '../../../../components/fields/UploadField.tsx';
import { useLocked } from '../locks.ts';
import { DayField, useSelections } from './common.tsx';

export const emptyGift = () => ({
  type: 'custom',
  pack: null,
  singleItem: null,
  custom: { en: '', zh: '' },
  customImage: null,
  voucherExpiration: null,
  voucherValue: null,
  discountAmount: null,
});

/** A gift of a special or a lottery draw: its type, then only the fields that type uses. */
export function GiftFields({ base, block, lottery }: { base: string; block: string; lottery?: boolean }) {
  const { t } = useTranslation();
  const locked = useLocked();
  const type = useFormValue(`${base}.type`) as string;
  const packs = useSelections(block, 'packs');
  const items = useSelections(block, 'singleItems');
  const off = locked(`${base}.type`);
  const types = (lottery ? LOTTERY_GIFT_TYPES : GIFT_TYPES).map(
    (g): Choice => ({ value: g, label: keyIn('offerForm.giftTypes', g) }),
  );
  return (
    <div className="cpt-form-grid">
      <SelectField
        path={`${base}.type`}
        labelKey="offerForm.giftType"
        required
        choices={types}
        disabled={off}
      />
      {type === 'pack' && (
        <SelectField
          path={`${base}.pack`}
          labelKey="offerForm.giftPack"
          required
          choices={packs}
          disabled={off}
        />
      )}
      {type === 'add_on' && (
        <SelectField
          path={`${base}.singleItem`}
          labelKey="offerForm.giftItem"
          required
          choices={items}
          disabled={off}
        />
      )}
      {type === 'custom' && (
        <>
          <TextField path={`${base}.custom.en`} labelKey="offerForm.customEn" required autoComplete="off" />
          <TextField path={`${base}.custom.zh`} labelKey="offerForm.customZh" required autoComplete="off" />
          <UploadField path={`${base}.customImage`} storage="gift-image" labelKey="offerForm.giftImage" />
        </>
      )}
      {type === 'voucher' && (
        <>
          <MoneyField
            path={`${base}.voucherValue`}
            labelKey="offerForm.voucherValue"
            required
            disabled={off}
          />
          <DayField
            path={`${base}.voucherExpiration`}
            labelKey="offerForm.voucherExpiration"
            required
            disabled={off}
          />
        </>
      )}
      {type === 'discount' && (
        <NumberField
          path={`${base}.discountAmount`}
          labelKey="offerForm.discountAmount"
          required
          unit="%"
          disabled={off}
        />
      )}
      {type === 'free_delivery' && <span className="bp6-text-muted">{t('offerForm.freeDeliveryHint')}</span>}
    </div>
  );
}
