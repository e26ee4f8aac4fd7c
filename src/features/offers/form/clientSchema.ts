import * as v from 'valibot';
import { offerSchemaFor } from '../../../../domain/offers/editing.ts';
import { OfferBody } from '../../../../domain/offers/schema.ts';
import { offerContextIssues, type ProductState } from '../../../../domain/offers/validation.ts';
import { pathItem } from '../../../../domain/schemas/shared.ts';
import { knownProduct } from './pickers/ProductPicker.tsx';

/**
 * The server's rules in the form: the body's schema, then the context rules of domain/offers
 * (start not in the past unless stored and started; products the form knows to be unavailable).
 * A product the form has not seen is left to the server.
 */
export function offerFormSchema(storedStart: string | null) {
  const checked = v.pipe(
    OfferBody,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const products = new Map<string, ProductState>();
      const body = dataset.value;
      const ids = JSON.stringify(body).match(/"product":"([0-9a-f-]{36})"/g) ?? [];
      for (const m of ids) {
        const id = m.slice(11, -1);
        const p = knownProduct(id);
        products.set(id, { status: p && p.status !== 'available' ? 'discontinued' : 'available' });
      }
      const stored = storedStart ? { startingDate: storedStart } : null;
      for (const [path, message] of Object.entries(
        offerContextIssues(body, { now: new Date(), products, stored }),
      )) {
        addIssue({
          message,
          path: path.split('.').map((k) => pathItem(body, /^\d+$/.test(k) ? Number(k) : k, undefined)) as [
            v.IssuePathItem,
          ],
        });
      }
    }),
  );
  return offerSchemaFor(checked, storedStart);
}
