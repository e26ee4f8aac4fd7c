import { useLocked } from '../locks.ts';
import { Section } from '../Section.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { MultiDateField } from './MultiDateField.tsx';

/** Starting and ending date and time (5-minute steps), and the delivery days. */
export function DatesSection() {
  const locked = useLocked();
  return (
    <Section id="dates" labelKey="offerForm.sections.dates">
      <div className="cpt-form-grid">
        <DateTimeField
          path="startingDate"
          labelKey="offerForm.startingDate"
          required
          disabled={locked('startingDate')}
        />
        <DateTimeField
          path="endingDate"
          labelKey="offerForm.endingDate"
          required
          disabled={locked('endingDate')}
        />
      </div>
      <MultiDateField
        path="deliveryDates"
        labelKey="offerForm.deliveryDates"
        required
        disabled={locked('deliveryDates')}
      />
    </Section>
  );
}
