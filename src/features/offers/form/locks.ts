import { createContext, useContext } from 'react';
import { isOfferFieldEditable } from '../../../../domain/offers/editing.ts';

/**
 * The edit locks in the form: once the offer has started, a field the server would refuse to change is
 * shown read-only. `startingDate` is the stored start (null on a new offer: nothing is locked).
 */
export const OfferLockContext = createContext<string | null>(null);

/** Whether the field at `path` is read-only now. */
export function useLocked(): (path: string) => boolean {
  const start = useContext(OfferLockContext);
  return (path) => start !== null && !isOfferFieldEditable(path, { startingDate: start }, new Date());
}

/** Whether the offer has started (rows may no longer be added or removed). */
export function useStarted(): boolean {
  const start = useContext(OfferLockContext);
  return start !== null && Date.parse(start) <= Date.now();
}
