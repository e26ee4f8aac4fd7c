import { get as rhfGet } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DailyOrderCreate } from '../../domain/orders/daily-schema.ts';
import {
  checkSchema,
  flatErrors,
  nestErrors,
  schemaResolver,
} from '../../src/components/FormPage/schemaResolver.ts';
import { dailyFieldOf, newDaily, toDailyBody } from '../../src/features/orders/dailyValues.ts';

type Daily = ReturnType<typeof newDaily>;
/** react-hook-form's own path lookup, as its fields read their errors */
const get = (errors: object, path: string): { message?: unknown } | undefined => rhfGet(errors, path);
const toBody = (values: Daily) => toDailyBody(values, { creating: true, linesEditable: true });

describe('the form resolver: the entity schema over the body, its errors on the form fields', () => {
  it('an empty daily order: the nested body errors land on the flat fields, no output', () => {
    const r = checkSchema(DailyOrderCreate, newDaily([]), toBody, dailyFieldOf);
    expect(r.output).toBeNull();
    expect(r.errors.customerName).toBe('validation.required');
    for (const path of Object.keys(r.errors)) expect(path.startsWith('customerAddress'), path).toBe(false);
  });

  it('as a react-hook-form resolver, the same errors read at the same paths', async () => {
    const resolver = schemaResolver<Daily>(() => DailyOrderCreate, toBody, dailyFieldOf);
    const flat = checkSchema(DailyOrderCreate, newDaily([]), toBody, dailyFieldOf).errors;
    const r = await resolver(newDaily([]), undefined, { fields: {}, shouldUseNativeValidation: false });
    for (const [path, message] of Object.entries(flat))
      expect(get(r.errors, path)?.message, path).toBe(message);
  });

  it('nested and flattened back: a list keeps its own error beside its rows', () => {
    const flat = {
      lines: 'validation.atLeastOne',
      'lines.0.quantity': 'validation.integer',
      'lines.2.price': 'validation.required',
      'rules.0.type': 'validation.invalid',
      _: 'validation.invalid',
    };
    const nested = nestErrors(flat);
    expect(get(nested, 'lines.0.quantity')?.message).toBe('validation.integer');
    expect(get(nested, 'lines')?.message).toBe('validation.atLeastOne');
    expect(flatErrors(nested)).toEqual(flat);
  });
});
