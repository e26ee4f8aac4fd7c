import type { ProductListRow } from '../../../../../domain/products/list.ts';
import { useFormContext } from '../../../../components/FormPage/context.ts';
import { SelectField } from '../../../../components/fields/ChoiceFields.tsx';
import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../../../components/fields/RepeatGroup.tsx';
import { TextField } from '../../../../components/fields/TextField.tsx';
import { useLocked, useStarted } from '../locks.ts';
import { OfferProductPicker } from '../pickers/ProductPicker.tsx';
import { FreeFallFields, UNIT_CHOICES } from './common.tsx';

export const emptyItem = () => ({
  id: crypto.randomUUID(),
  product: null,
  quantity: 1,
  weight: 0,
  weightType: 'piece',
  shortName: '',
  stock: null,
  price: 500,
  formerPrice: null,
  targetSales: null,
  freeFall: null,
  multipleItem: [],
});

/** One add-on: its product (picking fills weight and unit), sale figures, free fall, multiple-item rules. */
function Item({ base }: { base: string }) {
  const form = useFormContext();
  const locked = useLocked();
  const off = (f: string) => locked(`${base}.${f}`);
  const onPick = (p: ProductListRow) => {
    form.set(`${base}.weight`, p.weight);
    form.set(`${base}.weightType`, p.weightType);
  };
  return (
    <>
      <div className="cpt-offer-line">
        <OfferProductPicker
          path={`${base}.product`}
          labelKey="offerForm.product"
          required
          disabled={off('product')}
          onPick={onPick}
        />
        <NumberField
          path={`${base}.quantity`}
          labelKey="offerForm.quantity"
          required
          disabled={off('quantity')}
        />
        <NumberField path={`${base}.weight`} labelKey="offerForm.weight" disabled={off('weight')} />
        <SelectField
          path={`${base}.weightType`}
          labelKey="offerForm.unit"
          required
          choices={UNIT_CHOICES}
          disabled={off('weightType')}
        />
      </div>
      <div className="cpt-form-grid">
        <TextField path={`${base}.shortName`} labelKey="offerForm.shortName" autoComplete="off" />
        <NumberField path={`${base}.stock`} labelKey="offerForm.stock" required />
        <MoneyField path={`${base}.price`} labelKey="offerForm.price" required disabled={off('price')} />
        <MoneyField
          path={`${base}.formerPrice`}
          labelKey="offerForm.formerPrice"
          disabled={off('formerPrice')}
        />
        <NumberField
          path={`${base}.targetSales`}
          labelKey="offerForm.lineTarget"
          disabled={off('targetSales')}
        />
      </div>
      <FreeFallFields base={base} />
      <RepeatGroup
        nested
        path={`${base}.multipleItem`}
        labelKey="offerForm.multipleItem"
        addKey="offerForm.addRule"
        removeKey="offerForm.removeRule"
        disabled={off('multipleItem')}
        make={() => ({ quantity: null, unitPrice: null })}
      >
        {(r) => (
          <div className="cpt-form-grid">
            <NumberField
              path={`${r}.quantity`}
              labelKey="offerForm.fromQuantity"
              required
              disabled={off('multipleItem')}
            />
            <MoneyField
              path={`${r}.unitPrice`}
              labelKey="offerForm.unitPrice"
              required
              disabled={off('multipleItem')}
            />
          </div>
        )}
      </RepeatGroup>
    </>
  );
}

export function ItemsEditor({ block }: { block: string }) {
  const started = useStarted();
  return (
    <RepeatGroup
      path={`${block}.singleItems`}
      labelKey="offerForm.items"
      addKey="offerForm.addItem"
      removeKey="offerForm.removeItem"
      disabled={started}
      make={emptyItem}
    >
      {(base) => <Item base={base} />}
    </RepeatGroup>
  );
}
