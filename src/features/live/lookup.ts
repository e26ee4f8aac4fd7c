import type { CustomerLookupRow } from '../../../domain/live-views.ts';
import { api } from '../../api/client.ts';
import { fetchPage } from '../../api/list.ts';

export type { CustomerLookupRow } from '../../../domain/live-views.ts';

// part 1 §7: the lookup is "cached indefinitely": one answer per typed text for the page's life
const cache = new Map<string, Promise<CustomerLookupRow[]>>();

/** Name search, never discontinued customers, 5 results sorted by name. */
export function lookupCustomers(name: string): Promise<CustomerLookupRow[]> {
  const key = name.trim().toLowerCase();
  if (!key) return Promise.resolve([]);
  let hit = cache.get(key);
  if (!hit) {
    hit = fetchPage<CustomerLookupRow>('customers/areas', {
      filter: { name: key },
      range: [0, 4],
      sort: ['name', 'ASC'],
    }).then(
      (p) => p.rows,
      (e: unknown) => {
        cache.delete(key);
        throw e;
      },
    );
    cache.set(key, hit);
  }
  return hit;
}

/** A new customer must be looked up afresh. */
export function forgetLookups(): void {
  cache.clear();
}

export interface NewCustomer {
  name: string;
  addresses: {
    type: 'home';
    city: string;
    area: string;
    detailedAddress: string;
    phone: string;
    contact: string;
  }[];
  contacts: { name: string; phone: string }[];
  wechatGroups: { community: string; groupNumber: number }[];
}

export function createCustomer(body: NewCustomer): Promise<{ id: string; name: string }> {
  return api.post('customers', { json: body }).json();
}
