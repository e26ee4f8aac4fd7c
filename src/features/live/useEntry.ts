import type { GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChannel } from '../../../domain/live-views.ts';
import { toastError } from '../../app/toaster.ts';
import { entryProblem, postEntry } from './entry.ts';
import { isNetworkFailure, orderErrorText } from './messages.ts';
import { blankEntry, type LiveRow } from './rows.ts';
import type { Live } from './useLive.ts';

/**
 * The entry row: Enter sends it (a second Enter while it is in flight is ignored). Offline, or
 * when the request gets no answer, the order is pinned under the entry row as pending and sent,
 * with the same Idempotency-Key, when the connection is back: one order whatever happens.
 */
export function useEntry(live: Live, channel: LiveChannel, api: GridApi<LiveRow> | null, editable: boolean) {
  const { t, i18n } = useTranslation();
  const { store } = live;
  const fresh = () => blankEntry(store.offer.id, store.offer.community, channel);
  const row = useRef<LiveRow>(fresh());
  const queued = useRef<LiveRow[]>([]);
  const busy = useRef(false);
  const apiRef = useRef(api);
  apiRef.current = api;

  const show = () =>
    apiRef.current?.setGridOption('pinnedTopRowData', editable ? [row.current, ...queued.current] : []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once the grid exists
  useEffect(() => {
    show();
    // keyboard first: the page opens with the cursor on the entry row's customer
    if (api && editable) requestAnimationFrame(() => api.setFocusedCell(0, 'customer', 'top'));
  }, [api]);
  const set = (r: LiveRow) => {
    row.current = r;
    show();
  };
  const reset = () => {
    set(fresh());
    apiRef.current?.setFocusedCell(0, 'customer', 'top');
  };
  const fail = (e: unknown) => toastError(orderErrorText(e, t, (k) => i18n.exists(k), 'live.errors.create'));

  const sendQueued = async () => {
    for (const q of [...queued.current]) {
      try {
        store.applyOrder(await postEntry(q));
      } catch (e) {
        if (isNetworkFailure(e)) return;
        fail(e);
        // refused for good: give it back to the entry row to fix, unless something is typed there
        if (!row.current.customerName && !row.current.packs.length)
          row.current = { ...q, _kind: 'entry', id: row.current.id };
      }
      queued.current = queued.current.filter((x) => x !== q);
      show();
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per live page
  useEffect(() => live.onOnline(() => void sendQueued()), [live]);

  const park = (e: LiveRow) => {
    queued.current = [...queued.current, { ...e, _kind: 'queued', id: e._key ?? crypto.randomUUID() }];
    reset();
  };

  const submit = async () => {
    if (busy.current) return;
    const e = row.current;
    const problem = entryProblem(e);
    if (problem) return toastError(t(problem));
    if (!live.online()) return park(e);
    busy.current = true;
    try {
      store.applyOrder(await postEntry(e));
      if (row.current === e) reset();
      else set({ ...row.current, _key: crypto.randomUUID() });
    } catch (err) {
      if (isNetworkFailure(err)) {
        park(e);
        live.socket.drop();
      } else fail(err);
    } finally {
      busy.current = false;
    }
  };

  return { get: () => row.current, set, submit };
}
