import { Checkbox } from '@blueprintjs/core';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayBusiness } from '../../../../domain/dates.ts';
import type { OrderVoucher } from '../../../../domain/live-views.ts';
import { formatYuan } from '../../../../domain/money.ts';
import { eligibleVouchers } from '../../../../domain/orders/vouchers.ts';
import type { LiveGridContext } from '../columns.ts';
import { type CustomerLookupRow, lookupCustomerById } from '../lookup.ts';
import { estimatedTotal, type LiveRow } from '../rows.ts';
import { useEditorStart } from './useEditorStart.ts';

/**
 * The vouchers of the order: only the customer's eligible ones (domain
 * eligibleVouchers: amount within the total, unexpired, this community, validated) and those the
 * order already uses. Arrows move, Space ticks, Enter keeps the choice.
 */
export function VouchersEditor(props: CustomCellEditorProps<LiveRow, OrderVoucher[], LiveGridContext>) {
  const { t } = useTranslation();
  const { data, context, onValueChange } = props;
  const total = data._kind === 'entry' ? estimatedTotal(data) : data.totalAmount;
  // an order already sent carries no looked-up customer: his vouchers are read when the cell opens
  const [customer, setCustomer] = useState<CustomerLookupRow | null | undefined>(
    data._customer !== undefined || !data.customer ? (data._customer ?? null) : undefined,
  );
  const customerId = customer === undefined ? data.customer?.id : undefined;
  useEffect(() => {
    if (!customerId) return;
    let live = true;
    lookupCustomerById(customerId).then(
      (c) => live && setCustomer(c),
      () => live && setCustomer(null),
    );
    return () => {
      live = false;
    };
  }, [customerId]);
  const eligible = eligibleVouchers(customer?.vouchers ?? [], {
    total,
    community: context.offer.community,
    today: todayBusiness(),
  }).map((v) => ({ id: v.id, voucherID: v.voucherID, amount: v.amount }));
  const options = [...data.vouchers, ...eligible.filter((v) => !data.vouchers.some((x) => x.id === v.id))];
  const [chosen, setChosen] = useState<OrderVoucher[]>(data.vouchers);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useEditorStart(props, box, () => {});
  useEffect(() => onValueChange(chosen), [chosen, onValueChange]);

  const toggle = (v: OrderVoucher) =>
    setChosen((c) => (c.some((x) => x.id === v.id) ? c.filter((x) => x.id !== v.id) : [...c, v]));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      const n = Math.max(1, options.length);
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + n) % n);
    } else if (e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      const v = options[active];
      if (v) toggle(v);
    }
  };
  return (
    <div ref={box} role="listbox" tabIndex={0} className="cpt-live-vouchers" onKeyDown={onKeyDown}>
      {customer === undefined && options.length === 0 && <p className="bp6-text-muted">{t('app.loading')}</p>}
      {customer !== undefined && options.length === 0 && (
        <p className="bp6-text-muted">{t('live.noVouchers')}</p>
      )}
      {options.map((v, i) => (
        <Checkbox
          key={v.id}
          className={i === active ? 'cpt-live-active' : undefined}
          checked={chosen.some((x) => x.id === v.id)}
          label={`#${v.voucherID} · ${formatYuan(v.amount)}`}
          onChange={() => toggle(v)}
        />
      ))}
    </div>
  );
}
