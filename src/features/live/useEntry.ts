import type { GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChannel } from '../../../domain/live-views.ts';
import { focusIsFree } from '../../app/focusLanding.ts';
import { toastError } from '../../app/toaster.ts';
import { entryProblem, postEntry } from './entry.ts';
import { isNetworkFailure, orderErrorText } from './messages.ts';
import { Outbox } from './outbox.ts';
import { blankEntry, type LiveRow } from './rows.ts';
import type { Live } from './useLive.ts';

/**
 * The entry row. Enter hands the row to the outbox pinned under it ("…") and empties it at once,
 * so the next order can be typed while this one is sent: nobody waits on the server between
 * orders. The outbox sends one order at a time, in the order they were keyed, each once its
 * customer lookup has answered (`track`), with the Idempotency-Key made with the row: offline, or
 * when a request gets no answer, it keeps them and sends them when the connection is back. A
 * refused order stays pinned under the entry row ("!", outbox.ts), never put back in it by
 * itself: a fast typist is already keying the next order there. Enter on a refused row takes it
 * back into an empty entry row to fix it; Delete drops it.
 */
/**
 * The first order's first cell, once the orders are drawn (they may come a few frames after the
 * grid); a page the user has already moved on from is left alone.
 */
function focusFirstOrder(api: GridApi<LiveRow>, frames = 0): void {
  if (api.isDestroyed() || api.getFocusedCell() || !focusIsFree()) return;
  const column = api.getAllDisplayedColumns()[0];
  if (api.getDisplayedRowCount() > 0 && column) api.setFocusedCell(0, column);
  else if (frames < 120) requestAnimationFrame(() => focusFirstOrder(api, frames + 1));
}

/**
 * `editable`: orders are keyed on this tab (the mini-program's are not); `takesOrders`: its offer
 * still sells (a discontinued one takes no more orders: no entry row, only the orders on their
 * way or refused, until they are settled).
 */
export function useEntry(
  live: Live,
  channel: LiveChannel,
  api: GridApi<LiveRow> | null,
  editable: boolean,
  takesOrders: boolean,
) {
  const { t, i18n } = useTranslation();
  const { store } = live;
  const fresh = () => blankEntry(store.offer.id, store.offer.community, channel);
  const row = useRef<LiveRow>(fresh());
  const box = useRef(new Outbox()).current;
  /** customer lookups still to answer, per entry attempt (its key) */
  const waits = useRef(new Map<string, Promise<unknown>[]>());
  const sending = useRef(false);
  const apiRef = useRef(api);
  apiRef.current = api;

  const keyed = editable && takesOrders;
  const pinned = () => {
    if (!editable) return [];
    const all = box.pinned(row.current);
    return takesOrders ? all : all.slice(1);
  };
  const show = () => apiRef.current?.setGridOption('pinnedTopRowData', pinned());
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once the grid exists
  useEffect(() => {
    show();
    // keyboard first: the page opens with the cursor on the entry row's customer, or where no
    // order is keyed here (the mini-program's come from the app, a discontinued offer sells no
    // more), on the first order
    if (api)
      requestAnimationFrame(() => (keyed ? api.setFocusedCell(0, 'customer', 'top') : focusFirstOrder(api)));
  }, [api]);
  // the offer discontinued (or made available again) while the page is open
  // biome-ignore lint/correctness/useExhaustiveDependencies: the change of `takesOrders` is the reason
  useEffect(() => {
    if (!api) return;
    const wasOnEntry = api.getFocusedCell()?.rowPinned === 'top' && api.getFocusedCell()?.rowIndex === 0;
    show();
    if (!takesOrders && wasOnEntry) focusFirstOrder(api);
  }, [takesOrders]);
  const set = (r: LiveRow) => {
    row.current = r;
    show();
  };
  /** The attempt with this key, in the entry row or the outbox. */
  const find = (key: string | undefined) => (row.current._key === key ? row.current : box.find(key));
  const update = (r: LiveRow) => {
    if (row.current._key === r._key) return set(r);
    box.update(r);
    show();
  };
  const track = (key: string | undefined, wait: Promise<unknown>) => {
    if (!key) return;
    waits.current.set(key, [...(waits.current.get(key) ?? []), wait]);
  };
  /** the refusal names the order: several may be refused while the next ones are keyed */
  const refuse = (q: LiveRow, reason: string) => {
    toastError(t('live.errors.refused', { name: q.customerName, reason }));
    box.refuse(q._key);
  };
  /** Enter on a refused row: back into the entry row to be fixed, only when that row is empty. */
  const takeBack = (key: string | undefined) => {
    const back = box.takeBack(key, row.current);
    if (!back) return;
    set(back);
    apiRef.current?.setFocusedCell(0, 'customer', 'top');
  };
  const drop = (key: string | undefined) => {
    box.drop(key);
    show();
  };

  /** Sends one attempt: false when there was no answer (kept for the next connection). */
  const send = async (q: LiveRow): Promise<boolean> => {
    const problem = entryProblem(q);
    if (problem) {
      refuse(q, t(problem));
      return true;
    }
    let made: Awaited<ReturnType<typeof postEntry>>;
    try {
      made = await postEntry(q);
    } catch (e) {
      if (isNetworkFailure(e)) return false;
      refuse(
        q,
        orderErrorText(e, t, (k) => i18n.exists(k), 'live.errors.create'),
      );
      return true;
    }
    box.sent(q._key);
    // the order is made: a failure to show it must not hold the orders keyed after it (the
    // socket brings it anyway)
    try {
      store.applyOrder(made);
    } catch (e) {
      console.error(e);
    }
    return true;
  };

  const drain = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let q = box.head(); q && live.online(); q = box.head()) {
        const key = q._key;
        await Promise.allSettled(waits.current.get(key ?? '') ?? []);
        waits.current.delete(key ?? '');
        if (!(await send(box.find(key) ?? q))) {
          show();
          live.socket.drop();
          return;
        }
        show();
      }
    } finally {
      sending.current = false;
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per live page
  useEffect(() => live.onOnline(() => void drain()), [live]);

  const submit = () => {
    const e = row.current;
    // a customer still looked up counts by its typed name here; the outbox checks again
    const problem = entryProblem(e);
    if (problem) return toastError(t(problem));
    box.add(e);
    set(fresh());
    apiRef.current?.setFocusedCell(0, 'customer', 'top');
    void drain();
  };

  return { get: () => row.current, set, find, update, track, submit, takeBack, drop };
}
