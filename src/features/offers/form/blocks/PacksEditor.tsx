import { useTranslation } from 'react-i18next';
import { packLetter } from '../../../../../domain/offers/pack-letters.ts';
import { useFormContext } from '../../../../components/FormPage/context.ts';
import { SelectField } from '../../../../components/fields/ChoiceFields.tsx';
import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../../../components/fields/RepeatGroup.tsx';
import { TextField } from '../../../../components/fields/TextField.tsx';
import { UploadField } from '../../../../components/fields/UploadField.tsx';
import { useLocked, useStarted } from '../locks.ts';
import { OfferProductPicker } from '../pickers/ProductPicker.tsx';
import { FreeFallFields, UNIT_CHOICES } from './common.tsx';

export const emptyPack = () => ({
  id: crypto.randomUUID(),
  name: { en: '', zh: '' },
  shortName: '',
  mainPicture: { en: null, zh: null },
  otherMedia: [],
  stock: null,
  price: 500,
  formerPrice: null,
  targetSales: null,
  freeFall: null,
  products: [{ product: null, quantity: 1, weight: 0, weightType: 'piece' }],
});

/** The products of a pack: each with quantity, weight and unit. */
function PackProducts({ base }: { base: string }) {
  const form = useFormContext();
  const locked = useLocked();
  const off = locked(`${base}.products.0.product`);
  return (
    <RepeatGroup
      nested
      path={`${base}.products`}
      labelKey="offerForm.packProducts"
      addKey="offerForm.addProduct"
      removeKey="offerForm.removeProduct"
      disabled={off}
      make={() => ({ product: null, quantity: 1, weight: 0, weightType: 'piece' })}
    >
      {(p) => (
        <div className="cpt-offer-line">
          <OfferProductPicker
            path={`${p}.product`}
            labelKey="offerForm.product"
            required
            disabled={off}
            onPick={(x) => {
              form.set(`${p}.weight`, x.weight);
              form.set(`${p}.weightType`, x.weightType);
            }}
          />
          <NumberField path={`${p}.quantity`} labelKey="offerForm.quantity" required disabled={off} />
          <NumberField path={`${p}.weight`} labelKey="offerForm.weight" disabled={off} />
          <SelectField
            path={`${p}.weightType`}
            labelKey="offerForm.unit"
            required
            choices={UNIT_CHOICES}
            disabled={off}
          />
        </div>
      )}
    </RepeatGroup>
  );
}

/** A channel block's packs (letters A…Z, AA…): names, pictures, stock, prices, free fall, products. */
export function PacksEditor({ block }: { block: string }) {
  const { t } = useTranslation();
  const locked = useLocked();
  const started = useStarted();
  return (
    <RepeatGroup
      path={`${block}.packs`}
      labelKey="offerForm.packs"
      addKey="offerForm.addPack"
      removeKey="offerForm.removePack"
      disabled={started}
      make={emptyPack}
    >
      {(base, i) => (
        <>
          <div className="cpt-offer-letter">{t('offerForm.packLetter', { letter: packLetter(i) })}</div>
          <div className="cpt-form-grid">
            <TextField path={`${base}.name.en`} labelKey="offerForm.nameEn" required autoComplete="off" />
            <TextField path={`${base}.name.zh`} labelKey="offerForm.nameZh" required autoComplete="off" />
            <TextField path={`${base}.shortName`} labelKey="offerForm.shortName" autoComplete="off" />
            <NumberField path={`${base}.stock`} labelKey="offerForm.stock" required />
            <MoneyField
              path={`${base}.price`}
              labelKey="offerForm.price"
              required
              disabled={locked(`${base}.price`)}
            />
            <MoneyField
              path={`${base}.formerPrice`}
              labelKey="offerForm.formerPrice"
              disabled={locked(`${base}.formerPrice`)}
            />
            <NumberField
              path={`${base}.targetSales`}
              labelKey="offerForm.lineTarget"
              disabled={locked(`${base}.targetSales`)}
            />
          </div>
          <div className="cpt-form-grid">
            <UploadField
              path={`${base}.mainPicture.en`}
              storage="pack-illustration"
              labelKey="offerForm.mainPictureEn"
            />
            <UploadField
              path={`${base}.mainPicture.zh`}
              storage="pack-illustration"
              labelKey="offerForm.mainPictureZh"
            />
            <UploadField
              path={`${base}.otherMedia`}
              storage="offer-media"
              multiple
              labelKey="offerForm.otherMedia"
            />
          </div>
          <FreeFallFields base={base} />
          <PackProducts base={base} />
        </>
      )}
    </RepeatGroup>
  );
}
