import { Callout } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LiveChannel } from '../../../domain/live-views.ts';
import { OFFER_DISCONTINUED_EDIT_MSG } from '../../../domain/orders/locking.ts';
import { pendingOrdersWarning } from '../../../domain/orders/pending-warning.ts';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { useAreas } from '../../api/useAreas.ts';
import { userAtom } from '../../app/session.ts';
import { toast } from '../../app/toaster.ts';
import { gridLocaleText } from '../../components/gridLocale.ts';
import { useImeTyping } from '../../components/ListPage/editing/imeTyping.ts';
import { ActionsCell, type RowActions } from './ActionsCell.tsx';
import {
  type LiveGridContext,
  liveOrderColumns,
  rowCancellable,
  rowEditable,
  rowLockKey,
} from './columns.ts';
import { AreaEditor } from './editors/AreaEditor.tsx';
import { ChoiceEditor } from './editors/ChoiceEditor.tsx';
import { CustomerEditor } from './editors/CustomerEditor.tsx';
import { TextEditor } from './editors/TextEditor.tsx';
import { VouchersEditor } from './editors/VouchersEditor.tsx';
import { restoreAspect } from './entry.ts';
import { exportGridCsv } from './exportCsv.ts';
import { FocusFollow } from './focusFollow.ts';
import { liveGridTheme } from './gridModules.ts';
import { liveGridProps } from './gridProps.ts';
import { markPaid } from './markPaid.ts';
import { ENTRY_ID, type LiveRow, offerLines } from './rows.ts';
import type { EditAspect } from './saves.ts';
import { bindTypeahead } from './typeahead.ts';
import { useCustomerPicks } from './useCustomerPicks.ts';
import { useEntry } from './useEntry.ts';
import { gridKeyHandler, useGridKeyHelp } from './useGridKeys.ts';
import type { Live } from './useLive.ts';

const EDITORS = {
  Customer: CustomerEditor,
  Area: AreaEditor,
  Vouchers: VouchersEditor,
  Text: TextEditor,
  Choice: ChoiceEditor,
};
/** the editors that take words (a name, an address), which an input method composes */
const WORD_EDITORS: unknown[] = [CustomerEditor, AreaEditor];

interface UndoStep {
  id: string;
  /** the entry attempt an entry-row step belongs to: a sent order's steps are gone with it */
  key?: string;
  before: LiveRow;
  aspect: EditAspect;
}

/**
 * The live order grid of one channel. Rows come from the store as transactions; the entry row
 * and the orders on their way to the server are pinned on top. `editable` false is the
 * miniprogram tab.
 */
export function OrdersGrid({
  live,
  channel,
  editable,
  actions,
  onFocusBack,
  hidden,
}: {
  live: Live;
  channel: LiveChannel;
  editable: boolean;
  actions: RowActions;
  /** hands the page the way back into the grid (a dialog closed), null when the grid goes */
  onFocusBack?: (back: (() => void) | null) => void;
  /** the columns the user hid ("Columns") */
  hidden: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const { store, queue } = live;
  const offer = useSyncExternalStore(store.subscribeOffer, store.getOffer);
  const { areas } = useAreas();
  const [api, setApi] = useState<GridApi<LiveRow> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const undo = useRef<UndoStep[]>([]);
  const entry = useEntry(live, channel, api, editable, offer.status !== 'discontinued');
  const [warning, setWarning] = useState<string | null>(null);
  useGridKeyHelp();
  // a name or an address typed in Chinese straight onto its cell reaches its editor whole
  useImeTyping(api, (at) => WORD_EDITORS.includes(at.column.getColDef().cellEditor));

  const block = channel === 'wechat_group' ? offer.wechatGroup : offer.miniprogram;
  const lines = offerLines(block);
  // columns follow the offer's lines, not their counters: a sale must not rebuild the grid
  const lineSig = lines.map((l) => `${l.id}${l.letter}`).join();

  const remember = (before: LiveRow, aspect: EditAspect) => {
    undo.current = [...undo.current.slice(-49), { id: before.id, key: before._key, before, aspect }];
  };
  const customerWarning = (after: LiveRow) => {
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
  };
  const pickCustomer = useCustomerPicks(live, entry, (before, after) => {
    remember(before, 'customer');
    if (before._kind === 'entry') {
      if (after._key === entry.get()._key) customerWarning(after);
    } else queue.change(after, 'customer', before);
  });

  const edit = (before: LiveRow, after: LiveRow, aspect: EditAspect, _colId: string, undoing = false) => {
    if (after === before) return;
    if (after._pick) return pickCustomer(before, after);
    if (!undoing) remember(before, aspect);
    if (before._kind === 'entry') {
      entry.set(after);
      if (aspect === 'customer') customerWarning(after);
      return;
    }
    queue.change(after, aspect, store.get(before.id) ?? before);
  };
  const editRef = useRef(edit);
  editRef.current = edit;

  const undoLast = () => {
    const cur0 = entry.get();
    // steps of an entry attempt already sent are dropped: undo never refills the entry row
    undo.current = undo.current.filter((s) => s.id !== ENTRY_ID || s.key === cur0._key);
    const last = undo.current.pop();
    if (!last) return;
    const cur = last.id === ENTRY_ID ? cur0 : store.get(last.id);
    if (cur) editRef.current(cur, restoreAspect(cur, last.before, last.aspect), last.aspect, '', true);
  };

  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the lines (lineSig) change, not on every sale
  const context = useMemo<LiveGridContext & RowActions>(
    () => ({
      // choosing refund opens the refund form for the order
      openRefund: (id: string) => void navigate(screenUrl(REFUNDS.screens.create, {}, { order: id })),
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
    [i18n.language, user.role, lineSig, offer.status, channel, editable, areas, queue, actions],
  );
  const ctxRef = useRef(context);
  ctxRef.current = { ...context, offer };
  // biome-ignore lint/correctness/useExhaustiveDependencies: translated headers follow the language
  const columnDefs = useMemo(
    () => liveOrderColumns(t, context).map((c) => ({ ...c, hide: hidden.has(c.colId ?? '') })),
    [context, t, i18n.language, hidden],
  );

  const onKeyDownCapture = gridKeyHandler(api, {
    edit: (b, a, asp) => editRef.current(b, a, asp, ''),
    undo: undoLast,
    cancel: actions.askCancel,
    editable: (r) => rowEditable(r, ctxRef.current),
    cancellable: (r) => rowCancellable(r, ctxRef.current),
    rowLockReason: (r) => {
      const key = rowLockKey(r, ctxRef.current);
      return key && t(key);
    },
    markPaid: (rows) => markPaid(rows, user.role, queue, t),
    createCustomer: actions.createCustomer,
    history: actions.history,
    exportCsv: () => api && exportGridCsv(api, `${store.offer.offerID}-${channel}`),
    say: (text) => void toast({ intent: 'warning', message: text, timeout: 4000 }, 'live-say'),
  });

  const follow = useMemo(() => (api ? new FocusFollow(api, () => box.current) : null), [api]);
  useEffect(() => {
    bindTypeahead(api);
    if (!api || !follow) return;
    onFocusBack?.(() => follow.restore());
    // the store coalesces socket rows itself (one transaction per flush); each is applied at
    // once, between reading the cursor's order and putting it back: applied later, a key typed
    // meanwhile would move the cursor under an order read before it
    const stop = store.subscribeGrid(channel, (tx) =>
      follow.around(() =>
        tx === 'reset' ? api.setGridOption('rowData', store.rowsOf(channel)) : api.applyTransaction(tx),
      ),
    );
    api.setGridOption('rowData', store.rowsOf(channel));
    const el = box.current;
    el?.addEventListener('focusout', follow.onFocusOut);
    return () => {
      el?.removeEventListener('focusout', follow.onFocusOut);
      stop();
      bindTypeahead(null);
      onFocusBack?.(null);
    };
  }, [api, follow, store, channel, onFocusBack]);

  const entryRef = useRef(entry);
  entryRef.current = entry;
  // stable props: a new defaultColDef or rowClassRules object makes AG Grid rebuild columns or restyle rows
  const props = useMemo(() => liveGridProps(queue, entryRef, ctxRef), [queue]);
  const localeText = useMemo(() => gridLocaleText(i18n.language, t, 'live.noOrders'), [t, i18n.language]);

  return (
    <>
      {offer.status === 'discontinued' && (
        <Callout intent="warning" icon="disable" className="cpt-live-warning">
          {t(OFFER_DISCONTINUED_EDIT_MSG)}
        </Callout>
      )}
      {warning && editable && (
        <Callout intent="warning" icon="warning-sign" className="cpt-live-warning">
          {warning}
        </Callout>
      )}
      <div className="cpt-live-grid" ref={box} onKeyDownCapture={onKeyDownCapture}>
        <AgGridReact<LiveRow>
          theme={liveGridTheme}
          columnDefs={columnDefs}
          context={context}
          getRowId={props.getRowId}
          defaultColDef={props.defaultColDef}
          rowClassRules={props.rowClassRules}
          rowSelection={editable ? props.rowSelection : undefined}
          selectionColumnDef={props.selectionColumnDef}
          // ~25 columns: all rendered, so that every field of a visible row is in the page
          suppressColumnVirtualisation
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
