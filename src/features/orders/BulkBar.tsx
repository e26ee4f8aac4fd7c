import { Button, ButtonGroup, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../domain/actions.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { TRACKING_CHOICES } from '../../../domain/orders/tracking.ts';
import type { Role } from '../../../domain/roles.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toast } from '../../app/toaster.ts';
import { KeyboardMenu } from '../../components/KeyboardMenu.tsx';
import { csvColumnsOf } from '../../components/ListPage/csvColumns.ts';
import { useCellPopover } from '../../components/ListPage/editing/cellPopover.ts';
import { downloadRowsCsv } from './download.ts';

const GROUP = 'shortcuts.groups.list';

interface Props {
  /** null until the grid is ready: the bar shows (disabled) from the start, so nothing moves when it comes */
  api: GridApi<OrderView> | null;
  selected: number;
  role: Role;
  context: unknown;
  exportName: string;
  /** the list's Set column for one cell of the selected rows (ListPage's actions) */
  setCell: (field: string, value: unknown) => void;
}

/**
 * The order lists' two frequent moves as named keys of Set column (Space, Shift+arrows select):
 * mark paid, set tracking, plus the export of the selection. Each goes through the same cells
 * call as a typed cell: every row answered on its own at the version on screen, a refused row
 * marked in its cell with why, one summary of the answers.
 */
export function BulkBar({ api, selected, role, context, exportName, setCell }: Props) {
  const { t } = useTranslation();
  const trackingButton = useRef<HTMLButtonElement>(null);
  const [trackingOpen, setOpen] = useState(false);
  // the grid cell the menu was opened from, by its row's id: the rows may be refetched and
  // reordered while the menu is open (an order someone else made comes first)
  const backToCell = useCellPopover(api, true);
  const setTrackingOpen = (open: boolean) => {
    if (open === trackingOpen) return;
    if (open) backToCell.opened();
    else backToCell.closing();
    setOpen(open);
  };
  const rows = () => api?.getSelectedRows() ?? [];
  const nothing = () => void toast({ message: t('orders.bulk.nothingSelected'), intent: 'warning' });
  // the grid's selection as it is now, not as last drawn: Space then Shift+P typed at once must pay
  const markPaid = () => (rows().length ? setCell('paymentStatus', 'paid') : nothing());
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
        <Button icon="tick-circle" disabled={!selected} onClick={markPaid} title="Shift+P">
          {t('orders.bulk.markPaid')}
        </Button>
      )}
      {mayTrack && (
        <PopoverNext
          // the legacy Popover's focus rule: the code that closes it says where the focus goes
          shouldReturnFocusOnClose={false}
          isOpen={trackingOpen}
          onClosed={backToCell.closed}
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
                    setCell('trackingStatus', s);
                  }}
                />
              ))}
            </KeyboardMenu>
          }
        >
          <Button ref={trackingButton} icon="truck" endIcon="caret-down" disabled={!selected} title="Shift+T">
            {t('orders.bulk.setTracking')}
          </Button>
        </PopoverNext>
      )}
      <Button icon="export" disabled={!selected} onClick={exportSelection} title="Shift+X">
        {t('orders.bulk.export')}
      </Button>
    </ButtonGroup>
  );
}
