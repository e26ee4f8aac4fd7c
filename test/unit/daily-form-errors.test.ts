import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DailyOrderCreate } from '../../domain/orders/daily-schema.ts';
import { issueFields } from '../../domain/schemas/common.ts';
import { dailyFieldOf, newDaily, toDailyBody } from '../../src/features/orders/dailyValues.ts';

/** The errors of a daily-order form as the form shows them: the body's issues on the form's fields. */
function formErrors(values: ReturnType<typeof newDaily>): Record<string, string> {
  const r = v.safeParse(DailyOrderCreate, toDailyBody(values, { creating: true, linesEditable: true }));
  if (r.success) return {};
  return Object.fromEntries(Object.entries(issueFields(r.issues)).map(([k, m]) => [dailyFieldOf(k), m]));
}

describe('the daily-order form: errors of the nested body land on its flat fields', () => {
  it('an empty order flags the customer and address fields, each under its own input', () => {
    const errors = formErrors(newDaily([]));
    for (const field of ['customerName', 'phone', 'addressType', 'city', 'area', 'detailedAddress']) {
      expect(errors[field], field).toBe('validation.required');
    }
    // every error names a field of the form (a top-level value, or a line's)
    const fields = new Set(Object.keys(newDaily([])));
    for (const path of Object.keys(errors)) {
      expect(fields.has(path.split('.')[0]!), path).toBe(true);
      expect(path.startsWith('customerAddress') || path.startsWith('customerDaily'), path).toBe(false);
    }
  });

  it('paths the body shares with the form stay as they are', () => {
    expect(dailyFieldOf('lines.0.price')).toBe('lines.0.price');
    expect(dailyFieldOf('supplier')).toBe('supplier');
    expect(dailyFieldOf('customerDaily.fapiaoInformation')).toBe('fapiaoInformation');
    expect(dailyFieldOf('customerAddress.zipCode')).toBe('zipCode');
  });
});
