import { Callout } from '@blueprintjs/core';
import type { GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChannel } from '../../../domain/live-views.ts';
import { isOrderLocked } from '../../../domain/orders/locking.ts';
import { pendingOrdersWarning } from '../../../domain/orders/pending-warning.ts';
import { type LiveGridContext, liveOrderColumns, rowEditable } from '../../../grids/live-orders.ts';
import { useAreas } from '../../api/useAreas.ts';
import { userAtom } from '../../app/session.ts';
import { ActionsCell, type RowActions } from './ActionsCell.tsx';
import { AreaEditor } from './editors/AreaEditor.tsx';
import { CustomerEditor } from './editors/CustomerEditor.tsx';
import { VouchersEditor } from './editors/VouchersEditor.tsx';
import { restoreAspect } from './entry.ts';
import { liveGridTheme } from './gridModules.ts';
import { ENTRY_ID, type LiveRow, offerLines } from './rows.ts';
import type { EditAspect } from './saves.ts';
import { useEntry } from './useEntry.ts';
import type { Live } from './useLive.ts';
import { useRowKeys } from './useRowKeys.ts';

// the store already sends one transaction per flush: the grid only has to commit it soon
const ASYNC_WAIT_MS = 16;
const EDITORS = { Customer: CustomerEditor, Area: AreaEditor, Vouchers: VouchersEditor };

/**
 * The live order grid of one channel. Rows come from the store as transactions; the entry row
 * and the orders keyed while offline are pinned on top. `editable` false is the miniprogram tab.
 */
export function OrdersGrid({
  live,
  channel,
  editable,
  actions,
}: {
  live: Live;
  channel: LiveChannel;
  editable: boolean;
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const { store, queue } = live;
  const offer = useSyncExternalStore(store.subscribeOffer, store.getOffer);
  const { areas } = useAreas();
  const [api, setApi] = useState<GridApi<LiveRow> | null>(null);
  const undo = useRef<{ id: string; before: LiveRow; aspect: EditAspect }[]>([]);
  const entry = useEntry(live, channel, api, editable);
  const [warning, setWarning] = useState<string | null>(null);

  const block = channel === 'wechat_group' ? offer.wechatGroup : offer.miniprogram;
  const lines = offerLines(block);
  // columns follow the offer's lines, not their counters: a sale must not rebuild the grid
  const lineSig = lines.map((l) => `${l.id}${l.letter}`).join();

  const edit = (before: LiveRow, after: LiveRow, aspect: EditAspect, _colId: string, undoing = false) => {
    if (after === before) return;
    if (!undoing) undo.current = [...undo.current.slice(-49), { id: before.id, before, aspect }];
    if (before._kind === 'entry') {
      entry.set(after);
      if (aspect === 'customer') {
        const w = pendingOrdersWarning(
          store
            .rowsOf(channel)
            .map((r) => ({ ...r, customer: r.customer?.id ?? null, orderNumber: r.orderNumber ?? 0 })),
          { customer: after.customer?.id ?? null },
        );
        setWarning(
          w &&
            t(w.messageKey, {
              numbers: w.orderNumbers.map((n) => `#${n}`).join(', ') + (w.more ? ` (+${w.more})` : ''),
            }),
        );
      }
      return;
    }
    queue.change(after, aspect, store.get(before.id) ?? before);
  };
  const editRef = useRef(edit);
  editRef.current = edit;

  const undoLast = () => {
    const last = undo.current.pop();
    if (!last) return;
    const cur = last.id === ENTRY_ID ? entry.get() : store.get(last.id);
    if (cur) editRef.current(cur, restoreAspect(cur, last.before, last.aspect), last.aspect, '', true);
  };
  const onKeyDownCapture = useRowKeys(api, {
    edit: (b, a, asp) => editRef.current(b, a, asp, ''),
    undo: undoLast,
    cancel: actions.askCancel,
    editable: (r) => rowEditable(r, ctxRef.current),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the lines (lineSig) change, not on every sale
  const context = useMemo<LiveGridContext & RowActions>(
    () => ({
      lang: i18n.language,
      role: user.role,
      offer,
      channel,
      lines,
      editable,
      areas,
      isPending: (id) => queue.isPending(id),
      edit: (b, a, asp, col) => editRef.current(b, a, asp, col),
      editors: EDITORS,
      Actions: ActionsCell,
      ...actions,
    }),
    [i18n.language, user.role, lineSig, channel, editable, areas, queue, actions],
  );
  const ctxRef = useRef(context);
  ctxRef.current = { ...context, offer };
  // biome-ignore lint/correctness/useExhaustiveDependencies: translated headers follow the language
  const columnDefs = useMemo(() => liveOrderColumns(t, context), [context, t, i18n.language]);

  useEffect(() => {
    if (!api) return;
    // the store coalesces socket rows itself (one transaction per flush)
    const stop = store.subscribeGrid(channel, (tx, sync) => {
      if (tx === 'reset') api.setGridOption('rowData', store.rowsOf(channel));
      else if (sync) api.applyTransaction(tx);
      else api.applyTransactionAsync(tx);
    });
    api.setGridOption('rowData', store.rowsOf(channel));
    return stop;
  }, [api, store, channel]);

  const submitRef = useRef(entry.submit);
  submitRef.current = entry.submit;
  // stable props: a new defaultColDef or rowClassRules object makes AG Grid rebuild columns or restyle rows
  const props = useMemo(
    () => ({
      getRowId: (p: { data: LiveRow }) => p.data.id,
      defaultColDef: {
        editable: (p: { data?: LiveRow }) => rowEditable(p.data, ctxRef.current),
        resizable: true,
        sortable: false,
        minWidth: 60,
        flex: 1,
        suppressKeyboardEvent: (p: SuppressKeyboardEventParams<LiveRow>) => {
          const e = p.event;
          if (
            e.key !== 'Enter' ||
            e.type !== 'keydown' ||
            p.node.rowPinned !== 'top' ||
            p.data?._kind !== 'entry'
          )
            return false;
          // in the customer editor Enter takes the highlighted suggestion; elsewhere it submits
          if (p.editing && p.colDef.colId === 'customer') return false;
          if (p.editing) p.api.stopEditing();
          void submitRef.current();
          return true;
        },
      },
      rowClassRules: {
        'cpt-live-entry': (p: { data?: LiveRow }) => p.data?._kind === 'entry',
        'cpt-live-pending': (p: { data?: LiveRow }) =>
          p.data?._kind === 'queued' || (!!p.data && queue.isPending(p.data.id)),
        'cpt-live-locked': (p: { data?: LiveRow }) => !!p.data && !p.data._kind && isOrderLocked(p.data),
      },
    }),
    [queue],
  );
  const localeText = useMemo(() => ({ noRowsToShow: t('live.noOrders') }), [t]);

  return (
    <>
      {warning && editable && (
        <Callout intent="warning" icon="warning-sign" className="cpt-live-warning">
          {warning}
        </Callout>
      )}
      <div className="cpt-live-grid" onKeyDownCapture={onKeyDownCapture}>
        <AgGridReact<LiveRow>
          theme={liveGridTheme}
          columnDefs={columnDefs}
          context={context}
          getRowId={props.getRowId}
          defaultColDef={props.defaultColDef}
          rowClassRules={props.rowClassRules}
          // ~25 columns: all rendered, so that every field of a visible row is in the page
          suppressColumnVirtualisation
          asyncTransactionWaitMillis={ASYNC_WAIT_MS}
          stopEditingWhenCellsLoseFocus
          enterNavigatesVerticallyAfterEdit={false}
          tooltipShowDelay={300}
          localeText={localeText}
          onGridReady={(e) => setApi(e.api)}
        />
      </div>
    </>
  );
}
