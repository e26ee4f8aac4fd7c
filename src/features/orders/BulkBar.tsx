import { Button, ButtonGroup, MenuItem, Popover, Tag } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../domain/actions.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { TRACKING_CHOICES } from '../../../domain/orders/tracking.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { ORDERS } from '../../../domain/resources/orders.ts';
import type { Role } from '../../../domain/roles.ts';
import type { BulkAnswer, OrderBulk } from '../../../domain/schemas/order-bulk.ts';
import { dataKey, keyIn } from '../../../locales/keys.ts';
import { api as http } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { invalidateResource } from '../../api/query.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toast, toastError } from '../../app/toaster.ts';
import { KeyboardMenu } from '../../components/KeyboardMenu.tsx';
import { csvColumnsOf } from '../../components/ListPage/csvColumns.ts';
import { downloadRowsCsv } from './download.ts';

const GROUP = 'shortcuts.groups.list';

interface Props {
  /** null until the grid is ready: the bar shows (disabled) from the start, so nothing moves when it comes */
  api: GridApi<OrderView> | null;
  selected: number;
  role: Role;
  context: unknown;
  exportName: string;
  /** the reasons of the rows the last action refused (shown in the grid) */
  onRefusals: (m: ReadonlyMap<string, string>) => void;
}

/**
 * Bulk actions on the selected orders (Space, Shift+arrows select): mark paid, set tracking,
 * export. The server answers each row on its own (POST /api/orders/bulk, each at the version on
 * screen); changed rows leave the selection, refused rows stay selected with their reason, and a
 * toast sums it up.
 */
export function BulkBar({ api, selected, role, context, exportName, onRefusals }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const trackingButton = useRef<HTMLButtonElement>(null);
  const [trackingOpen, setOpen] = useState(false);
  // the grid cell the menu was opened from: where the keyboard goes back when it closes
  const from = useRef<ReturnType<GridApi['getFocusedCell']>>(null);
  const setTrackingOpen = (open: boolean) => {
    if (open === trackingOpen) return;
    if (open) from.current = api?.getFocusedCell() ?? null;
    setOpen(open);
    const cell = from.current;
    if (!open && cell) {
      from.current = null;
      // after the popover is gone, or its own focus handling would run after ours
      requestAnimationFrame(() => api?.setFocusedCell(cell.rowIndex, cell.column, cell.rowPinned));
    }
  };
  const rows = () => api?.getSelectedRows() ?? [];

  const run = async (body: Omit<OrderBulk, 'rows'>) => {
    const chosen = rows();
    if (!api || chosen.length === 0)
      return void toast({ message: t('orders.bulk.nothingSelected'), intent: 'warning' });
    setBusy(true);
    try {
      const answer = await http
        .post(apiUrl(ORDERS.ops.bulk, {}), {
          json: { ...body, rows: chosen.map((o) => ({ id: o.id, version: o.version })) },
        })
        .json<BulkAnswer<OrderView>>();
      const reasons = new Map<string, string>();
      for (const r of answer.results) {
        const node = api.getRowNode(r.id);
        // each row as the server has it now, before the list reloads: the changed one, or the
        // newer one that made a row's version stale (409)
        const now = r.ok ? r.order : r.current;
        if (now) node?.setData(now);
        if (r.ok) node?.setSelected(false);
        if (!r.ok)
          reasons.set(
            r.id,
            t('orders.bulk.refusedReason', {
              reason: i18n.exists(r.message) ? t(dataKey(r.message)) : r.message,
            }),
          );
      }
      onRefusals(reasons);
      void invalidateResource(ORDERS.key);
      void toast({
        message: t('orders.bulk.summary', { changed: answer.changed, refused: answer.refused }),
        intent: answer.refused ? 'warning' : 'success',
        icon: answer.refused ? 'warning-sign' : 'tick',
        timeout: 4000,
      });
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      setBusy(false);
    }
  };
  const markPaid = () => void run({ action: 'paid' });
  const exportSelection = () => {
    const chosen = rows();
    if (!api || chosen.length === 0)
      return void toast({ message: t('orders.bulk.nothingSelected'), intent: 'warning' });
    downloadRowsCsv(csvColumnsOf(api, context), chosen, exportName);
  };
  const mayPay = can(role, 'order.edit');
  const mayTrack = can(role, 'order.tracking');

  useShortcut('shift+p', markPaid, {
    labelKey: 'orders.shortcuts.markPaid',
    groupKey: GROUP,
    enabled: mayPay,
  });
  useShortcut('shift+t', () => setTrackingOpen(true), {
    labelKey: 'orders.shortcuts.tracking',
    groupKey: GROUP,
    enabled: mayTrack,
  });
  useShortcut('shift+x', exportSelection, { labelKey: 'orders.shortcuts.exportSelection', groupKey: GROUP });

  return (
    <ButtonGroup className="cpt-bulk" aria-label={t('orders.bulk.title')}>
      <Tag minimal round intent={selected ? 'primary' : 'none'}>
        {t('orders.bulk.selected', { count: selected })}
      </Tag>
      {mayPay && (
        <Button
          icon="tick-circle"
          disabled={busy || !selected}
          loading={busy}
          onClick={markPaid}
          title="Shift+P"
        >
          {t('orders.bulk.markPaid')}
        </Button>
      )}
      {mayTrack && (
        <Popover
          isOpen={trackingOpen}
          onInteraction={(open) => setTrackingOpen(open)}
          placement="bottom-start"
          content={
            <KeyboardMenu aria-label={t('orders.bulk.setTracking')}>
              {TRACKING_CHOICES.map((s) => (
                <MenuItem
                  key={s}
                  text={t(keyIn('live.trackingStatuses', s))}
                  onClick={() => {
                    setTrackingOpen(false);
                    void run({ action: 'tracking', trackingStatus: s as OrderBulk['trackingStatus'] });
                  }}
                />
              ))}
            </KeyboardMenu>
          }
        >
          <Button
            ref={trackingButton}
            icon="truck"
            endIcon="caret-down"
            disabled={busy || !selected}
            title="Shift+T"
          >
            {t('orders.bulk.setTracking')}
          </Button>
        </Popover>
      )}
      <Button icon="export" disabled={!selected} onClick={exportSelection} title="Shift+X">
        {t('orders.bulk.export')}
      </Button>
    </ButtonGroup>
  );
}
