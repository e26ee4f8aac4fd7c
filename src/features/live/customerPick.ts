import type { CustomerLookupRow } from '../../../domain/live-views.ts';
import { emptyAddress, type LiveRow } from './rows.ts';

/**
 * What the user chose in the customer editor: the text typed and how many times ↓ (minus ↑) was
 * pressed since. The choice is made on the answer for that very text, whenever it arrives, never
 * on an older list still on screen: at 40 ms a key, Tab comes before the answer.
 */
export interface CustomerPick {
  text: string;
  offset: number;
}

/**
 * The entry of the answer the offset lands on. The list ends with "keep as a walk-in" (null), so
 * ↑ from the first suggestion keeps the typed name even when customers match it; with no match
 * at all the typed name is a walk-in.
 */
export function chosenCustomer<T>(rows: readonly T[], offset: number): T | null {
  const n = rows.length + 1;
  return rows[((offset % n) + n) % n] ?? null;
}

/** The row with a looked-up customer: name, group number of this community, first address. */
export function withCustomer(row: LiveRow, c: CustomerLookupRow, community: string): LiveRow {
  const a = c.addresses[0];
  const entry = row._kind === 'entry';
  return {
    ...row,
    customer: { id: c.id, name: c.name, profilePicture: c.profilePicture },
    customerName: c.name,
    customerDaily: null,
    _customer: c,
    groupNumber: c.wechatGroups.find((g) => g.community === community)?.groupNumber ?? row.groupNumber,
    customerAddress:
      entry && a?.area
        ? {
            ...emptyAddress(),
            type: 'home',
            city: a.city ?? 'Shanghai',
            area: a.area,
            detailedAddress: a.detailedAddress ?? '',
            phone: a.phone ?? c.contacts[0]?.phone ?? '',
            contact: a.contact ?? c.name,
            zipCode: a.zipCode ?? '',
          }
        : row.customerAddress,
  };
}

/** A walk-in: no customer record, the typed name only. */
export function withWalkIn(row: LiveRow, name: string): LiveRow {
  return {
    ...row,
    customer: null,
    customerName: name,
    customerDaily: { customerName: name },
    _customer: null,
  };
}

/**
 * The row once the answer for the pick is known. `shown` is the row as it was when the pick was
 * made (typed name, no customer yet), `current` the row now: a group number or an address typed
 * since then is the user's and stays.
 */
export function settlePick(
  shown: LiveRow,
  current: LiveRow,
  c: CustomerLookupRow | null,
  text: string,
  community: string,
): LiveRow {
  const { _pick, ...base } = current;
  if (!c) return withWalkIn(base, text);
  const filled = withCustomer(base, c, community);
  return {
    ...filled,
    groupNumber: current.groupNumber !== shown.groupNumber ? current.groupNumber : filled.groupNumber,
    customerAddress:
      current.customerAddress !== shown.customerAddress ? current.customerAddress : filled.customerAddress,
  };
}

/** Last four digits of the customer's phone, to tell namesakes apart. */
export function phoneTail(c: CustomerLookupRow): string {
  const p = c.contacts[0]?.phone || c.addresses[0]?.phone || '';
  return p ? `…${p.slice(-4)}` : '';
}
