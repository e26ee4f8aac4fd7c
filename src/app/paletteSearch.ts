import { useEffect, useState } from 'react';
import { CUSTOMERS } from '../../domain/customers/resource.ts';
import type { CustomerListRow } from '../../domain/customers/views.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { OfferListRow } from '../../domain/offers/list.ts';
import { OFFERS } from '../../domain/offers/resource.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { allows, ruleFor } from '../../domain/permissions.ts';
import { apiUrl, screenUrl } from '../../domain/resource.ts';
import type { Role } from '../../domain/roles.ts';
import { canOpen } from '../../domain/routes.ts';
import { USERS } from '../../domain/users/resource.ts';
import type { User } from '../../domain/users/schema.ts';
import { fetchPage } from '../api/list.ts';

/** A record the palette found: where it leads and what to show. */
export interface Found {
  kind: 'offer' | 'order' | 'user' | 'customer';
  id: string;
  /** what the row says, already in the reader's language where the record has two */
  label: string;
  /** the other facts the query may have matched (number, other-language name, e-mail) */
  hint: string;
  to: string;
}

/** Fewer keystrokes than this search nothing: one letter would match half the database. */
const MIN_TEXT = 2;
const DEBOUNCE_MS = 250;
const PER_KIND = 5;

const mayList = (role: Role, path: string) => {
  const rule = ruleFor('GET', path);
  return !!rule && allows(rule, role);
};

/**
 * The records a query names, from the list endpoints the role may call (a role never asks for
 * what the server would refuse): offers by number or name, orders by number, customers by name
 * (the server keeps a role to its communities' customers), team members by name or e-mail. Each
 * kind is asked once, with the list protocol's own filters.
 */
export async function searchRecords(
  q: string,
  role: Role,
  lang: string,
  signal: AbortSignal,
): Promise<Found[]> {
  const text = q.trim();
  const num = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  if (num === null && text.length < MIN_TEXT) return [];
  const range = [0, PER_KIND - 1] as const;
  const asks: Promise<Found[]>[] = [];

  if (mayList(role, OFFERS.ops.list.path) && canOpen(role, OFFERS.screens.live.path)) {
    const filter = num !== null ? { offerID: num } : { internalName: text };
    asks.push(
      fetchPage<OfferListRow>(apiUrl(OFFERS.ops.list, {}), { range, filter }, signal).then((p) =>
        p.rows.map((o) => {
          const name = lang === 'zh' ? o.name.zh : o.name.en;
          return {
            kind: 'offer',
            id: o.id,
            label: `#${o.offerID} ${name || o.internalName}`,
            hint: `${o.offerID} ${o.internalName} ${o.name.en} ${o.name.zh}`,
            to: screenUrl(OFFERS.screens.live, { offerId: o.id }),
          };
        }),
      ),
    );
  }
  if (num !== null && mayList(role, ORDERS.ops.list.path) && canOpen(role, OFFERS.screens.live.path)) {
    asks.push(
      fetchPage<OrderView>(apiUrl(ORDERS.ops.list, {}), { range, filter: { orderID: num } }, signal).then(
        (p) =>
          p.rows
            .filter((o) => o.offerId)
            .map((o) => ({
              kind: 'order',
              id: o.id,
              label: `#${o.orderID} ${o.customerName}`,
              hint: String(o.orderID),
              to: screenUrl(OFFERS.screens.live, { offerId: o.offerId! }),
            })),
      ),
    );
  }
  if (num === null && mayList(role, CUSTOMERS.ops.list.path) && canOpen(role, CUSTOMERS.screens.edit.path)) {
    asks.push(
      fetchPage<CustomerListRow>(
        apiUrl(CUSTOMERS.ops.list, {}),
        { range, filter: { name: text } },
        signal,
      ).then((p) =>
        p.rows.map((c) => ({
          kind: 'customer',
          id: c.id,
          label: c.name,
          hint: c.name,
          to: screenUrl(CUSTOMERS.screens.edit, { customerId: c.id }),
        })),
      ),
    );
  }
  if (num === null && mayList(role, USERS.ops.list.path) && canOpen(role, USERS.screens.list.path)) {
    const editable = canOpen(role, USERS.screens.edit.path);
    asks.push(
      fetchPage<User>(apiUrl(USERS.ops.list, {}), { range, filter: { name: text } }, signal).then((p) =>
        p.rows.map((u) => ({
          kind: 'user',
          id: u.id,
          label: u.name,
          hint: u.email,
          to: editable
            ? screenUrl(USERS.screens.edit, { userId: u.id })
            : screenUrl(USERS.screens.list, {}, { filter: JSON.stringify({ name: u.email }) }),
        })),
      ),
    );
  }
  // one kind failing (a network blip) leaves the others' answers
  const settled = await Promise.allSettled(asks);
  return settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
}

const sameRecords = (a: readonly Found[], b: readonly Found[]) =>
  a.length === b.length &&
  a.every((f, i) => f.kind === b[i]!.kind && f.id === b[i]!.id && f.label === b[i]!.label);

/** The records for the palette's query, asked once typing pauses; an older answer never replaces a newer one. */
export function useRecordSearch(query: string, role: Role | undefined, lang: string): Found[] {
  const [found, setFound] = useState<Found[]>([]);
  useEffect(() => {
    if (!role) return;
    const ctl = new AbortController();
    const id = window.setTimeout(() => {
      searchRecords(query, role, lang, ctl.signal).then(
        // the same records again (often none) keep the list as it is: a new list would move the
        // palette's highlight back to its first entry under the arrow the user just pressed
        (rows) => !ctl.signal.aborted && setFound((held) => (sameRecords(held, rows) ? held : rows)),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(id);
      ctl.abort();
    };
  }, [query, role, lang]);
  return found;
}
