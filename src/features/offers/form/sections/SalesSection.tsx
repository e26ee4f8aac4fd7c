import { MoneyField, NumberField } from '../../../../components/fields/NumberFields.tsx';
import { PercentField } from '../../../../components/fields/PercentField.tsx';
import { useLocked } from '../locks.ts';
import { Section } from '../Section.tsx';

/** Target sales, commission rate, minimum order amount and cart items. */
export function SalesSection() {
  const locked = useLocked();
  return (
    <Section id="sales" labelKey="offerForm.sections.sales">
      <div className="cpt-form-grid">
        <MoneyField path="targetSales" labelKey="offerForm.targetSales" disabled={locked('targetSales')} />
        <PercentField
          path="commissionRate"
          labelKey="offerForm.commissionRate"
          disabled={locked('commissionRate')}
        />
        <MoneyField
          path="minimumOrderAmount"
          labelKey="offerForm.minimumOrderAmount"
          disabled={locked('minimumOrderAmount')}
        />
        <NumberField
          path="minimumCartItems"
          labelKey="offerForm.minimumCartItems"
          disabled={locked('minimumCartItems')}
        />
      </div>
    </Section>
  );
}
