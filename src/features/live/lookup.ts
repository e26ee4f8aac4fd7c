import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import type { CustomerLookupRow } from '../../../domain/live-views.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { fetchPage } from '../../api/list.ts';

export type { CustomerLookupRow } from '../../../domain/live-views.ts';

// the lookup is "cached indefinitely": one answer per typed text for the page's life
const cache = new Map<string, Promise<CustomerLookupRow[]>>();
const answers = new Map<string, CustomerLookupRow[]>();
const lookupKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The answer for this text if it is already in, else undefined (still asked, or never). */
export function lookupAnswer(name: string): CustomerLookupRow[] | undefined {
  return lookupKey(name) ? answers.get(lookupKey(name)) : [];
}

/** Name search, never discontinued customers, 5 results sorted by name. */
export function lookupCustomers(name: string): Promise<CustomerLookupRow[]> {
  const key = lookupKey(name);
  if (!key) return Promise.resolve([]);
  let hit = cache.get(key);
  if (!hit) {
    hit = fetchPage<CustomerLookupRow>(apiUrl(CUSTOMERS.ops.lookup, {}), {
      filter: { name: key },
      range: [0, 4],
      sort: ['name', 'ASC'],
    }).then(
      (p) => {
        answers.set(key, p.rows);
        return p.rows;
      },
      (e: unknown) => {
        cache.delete(key);
        throw e;
      },
    );
    cache.set(key, hit);
  }
  return hit;
}

/**
 * One customer by id, read afresh (his vouchers change as orders take them): the vouchers of an
 * order already in the grid, whose row carries no looked-up customer. Null when not found.
 */
export async function lookupCustomerById(id: string): Promise<CustomerLookupRow | null> {
  const p = await fetchPage<CustomerLookupRow>(apiUrl(CUSTOMERS.ops.lookup, {}), {
    filter: { id },
    range: [0, 0],
    sort: ['name', 'ASC'],
  });
  return p.rows[0] ?? null;
}

/** A new customer must be looked up afresh. */
export function forgetLookups(): void {
  cache.clear();
  answers.clear();
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

/** `key`: one per thing the customer is made for (an order row), so a double click makes one. */
export function createCustomer(body: NewCustomer, key: string): Promise<{ id: string; name: string }> {
  return api
    .post(apiUrl(CUSTOMERS.ops.create, {}), { json: body, headers: { 'Idempotency-Key': key } })
    .json();
}
