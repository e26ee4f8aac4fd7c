import { SPECIAL_CONDITIONS } from '../../../../../domain/offers/schema-parts.ts';
import { keyIn } from '../../../../../locales/keys.ts';
import { useFormValue } from '../../../../components/FormPage/context.ts';
import { type Choice, SelectField } from '../../../../components/fields/ChoiceFields.tsx';
import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../../../components/fields/RepeatGroup.tsx';
import { useLocked, useStarted } from '../locks.ts';
import { useSelections } from './common.tsx';
import { emptyGift, GiftFields } from './GiftFields.tsx';

const CONDITIONS = SPECIAL_CONDITIONS.map(
  (c): Choice => ({ value: c, label: keyIn('offerForm.specialConditions', c) }),
);

function Special({ base, block }: { base: string; block: string }) {
  const locked = useLocked();
  const off = locked(`${base}.conditionType`);
  const type = useFormValue(`${base}.conditionType`) as string;
  const selections = [...useSelections(block, 'packs'), ...useSelections(block, 'singleItems')];
  return (
    <>
      <div className="cpt-form-grid">
        <SelectField
          path={`${base}.conditionType`}
          labelKey="offerForm.conditionType"
          required
          choices={CONDITIONS}
          disabled={off}
        />
        {type === 'order_for_amount' && (
          <MoneyField
            path={`${base}.conditionValue`}
            labelKey="offerForm.conditionAmount"
            required
            disabled={off}
          />
        )}
        {type && type !== 'first_order' && type !== 'order_for_amount' && (
          <NumberField
            path={`${base}.conditionValue`}
            labelKey="offerForm.conditionValue"
            required
            disabled={off}
          />
        )}
        {type === 'item_x_in_cart' && (
          <SelectField
            path={`${base}.conditionPack`}
            labelKey="offerForm.conditionPack"
            required
            choices={selections}
            disabled={off}
          />
        )}
      </div>
      <GiftFields base={`${base}.gift`} block={block} />
    </>
  );
}

/** The provider's own promotions: a condition and a gift each. */
export function SpecialsEditor({ block }: { block: string }) {
  const started = useStarted();
  return (
    <RepeatGroup
      path={`${block}.zikoSpecials`}
      labelKey="offerForm.specials"
      addKey="offerForm.addSpecial"
      removeKey="offerForm.removeSpecial"
      disabled={started}
      make={() => ({
        id: crypto.randomUUID(),
        conditionType: 'first_order',
        conditionValue: null,
        conditionPack: null,
        gift: emptyGift(),
      })}
    >
      {(base) => <Special base={base} block={block} />}
    </RepeatGroup>
  );
}
