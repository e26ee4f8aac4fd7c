import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../../../components/fields/RepeatGroup.tsx';
import { useStarted } from '../locks.ts';

/** Bourse tiers: from, to (empty = no end) and the unit price over that many units sold. */
export function BoursesEditor({ block }: { block: string }) {
  const started = useStarted();
  return (
    <RepeatGroup
      path={`${block}.bourses`}
      labelKey="offerForm.bourses"
      addKey="offerForm.addTier"
      removeKey="offerForm.removeTier"
      disabled={started}
      make={() => ({ from: null, to: null, unitPrice: null })}
    >
      {(base) => (
        <div className="cpt-form-grid">
          <NumberField path={`${base}.from`} labelKey="offerForm.from" required disabled={started} />
          <NumberField path={`${base}.to`} labelKey="offerForm.to" disabled={started} />
          <MoneyField path={`${base}.unitPrice`} labelKey="offerForm.unitPrice" required disabled={started} />
        </div>
      )}
    </RepeatGroup>
  );
}
