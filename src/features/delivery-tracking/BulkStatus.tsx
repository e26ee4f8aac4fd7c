import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../domain/live-views.ts';
import { canMoveTracking, TRACKING_CHOICES } from '../../../domain/orders/tracking.ts';
import type { Role } from '../../../domain/roles.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toast } from '../../app/toaster.ts';
import type { TrackingEdits } from './trackingEdits.ts';

/**
 * "Set status" for the selected rows (Alt+S): each row is saved on its own with its version; one toast
 * sums up the answers, naming the orders that were refused (a delivered order, a newer version).
 */
/** Up and Down walk the menu's items, as in any menu. */
function moveFocus(e: React.KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  e.preventDefault();
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
  items[next]?.focus();
}

export function BulkStatus(props: {
  api: GridApi<OrderView> | null;
  selected: readonly OrderView[];
  edits: TrackingEdits;
  role: Role;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = props.selected.length;
  useShortcut('alt+s', () => count > 0 && setOpen(true), {
    labelKey: 'deliveryTracking.shortcuts.setStatus',
    groupKey: 'shortcuts.groups.list',
    enabled: count > 0,
  });

  const apply = async (status: OrderView['trackingStatus']) => {
    setOpen(false);
    const rows = [...props.selected];
    const movable = rows.filter(
      (r) => r.trackingStatus === status || canMoveTracking(r.trackingStatus, status, props.role),
    );
    const refused = rows.filter((r) => !movable.includes(r)).map((r) => r.orderID);
    setBusy(true);
    const results = await props.edits.setStatus(movable, status);
    setBusy(false);
    for (const [i, r] of results.entries()) if (r.kind !== 'saved') refused.push(movable[i]!.orderID);
    const ok = rows.length - refused.length;
    void toast({
      intent: refused.length ? 'warning' : 'success',
      icon: refused.length ? 'warning-sign' : 'tick',
      timeout: refused.length ? 8000 : 3000,
      message: refused.length
        ? t('deliveryTracking.bulkSomeFailed', {
            ok,
            count: rows.length,
            failed: refused.length,
            orders: refused.join(', '),
          })
        : t('deliveryTracking.bulkDone', { ok, count: rows.length }),
    });
  };

  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => setOpen(next && count > 0)}
      placement="bottom-start"
      onOpened={(el) => el.querySelector<HTMLElement>('[role="menuitem"]')?.focus()}
      // back to the cell the user left, so the keyboard goes on in the grid
      onClosed={() => {
        const cell = props.api?.getFocusedCell();
        if (cell && props.api) props.api.setFocusedCell(cell.rowIndex, cell.column);
        else button.current?.focus();
      }}
      content={
        <Menu aria-label={t('deliveryTracking.setStatusOf', { count })} onKeyDown={moveFocus}>
          {TRACKING_CHOICES.map((s) => (
            <MenuItem key={s} text={t(keyIn('live.trackingStatuses', s))} onClick={() => void apply(s)} />
          ))}
        </Menu>
      }
    >
      <Button ref={button} icon="truck" disabled={count === 0} loading={busy} variant="outlined">
        {count > 0 ? t('deliveryTracking.setStatusOf', { count }) : t('deliveryTracking.setStatus')}
      </Button>
    </Popover>
  );
}
