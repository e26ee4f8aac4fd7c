import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/toaster.ts';
import { chosenCustomer, settlePick } from './customerPick.ts';
import { type CustomerLookupRow, lookupCustomers } from './lookup.ts';
import type { LiveRow } from './rows.ts';
import type { useEntry } from './useEntry.ts';
import type { Live } from './useLive.ts';

type Entry = ReturnType<typeof useEntry>;

/**
 * Settles the customer editor's picks on the answer for the very text typed. The row shows the
 * typed name at once; when the answer is in, the chosen customer (or the walk-in) replaces it,
 * in the entry row or in the outbox if the order was already sent off, which waits for it.
 * A newer pick of the same row wins over an older one still waiting.
 */
export function useCustomerPicks(
  live: Live,
  entry: Entry,
  onSettled: (before: LiveRow, after: LiveRow) => void,
) {
  const { t } = useTranslation();
  const latest = useRef(new Map<string, unknown>());

  return (before: LiveRow, shown: LiveRow) => {
    const pick = shown._pick!;
    const isEntry = before._kind === 'entry';
    const slot = isEntry ? (shown._key ?? '') : shown.id;
    latest.current.set(slot, pick);
    if (isEntry) entry.set(shown);
    const current = () => (isEntry ? entry.find(shown._key) : live.store.get(shown.id));
    const settle = (rows: readonly CustomerLookupRow[] | null) => {
      if (latest.current.get(slot) !== pick) return;
      latest.current.delete(slot);
      const found = current();
      if (!found) return;
      // an order already in the outbox is still the entry row's attempt (its address fills in)
      const cur: LiveRow = isEntry ? { ...found, _kind: 'entry' } : found;
      const c = rows ? chosenCustomer(rows, pick.offset) : null;
      const after = settlePick(isEntry ? shown : before, cur, c, pick.text, live.store.offer.community);
      if (isEntry) entry.update(after);
      onSettled(isEntry ? before : cur, after);
    };
    const done = lookupCustomers(pick.text).then(settle, () => {
      // no answer: the name stays a walk-in, and the user is told so
      toastError(t('live.errors.lookup', { name: pick.text }));
      settle(null);
    });
    if (isEntry) entry.track(shown._key, done);
  };
}
