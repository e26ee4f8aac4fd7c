import { InputGroup, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../domain/live-views.ts';
import { formatYuan } from '../../../domain/money.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { keyIn, type TKey } from '../../../locales/keys.ts';
import { api } from '../../api/client.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import './service.css';
import { a11y, Field, useField, useParseError } from '../../components/fields/Field.tsx';

/** The order a claim or refund is about, read by id (a link from an order list) or by its orderID. */
export async function fetchOrder(id: string): Promise<OrderView> {
  return api.get(apiUrl(ORDERS.ops.one, { id })).json<OrderView>();
}

async function findByOrderID(orderID: number): Promise<OrderView | null> {
  const path = apiUrl(ORDERS.ops.list, {}, { filter: JSON.stringify({ orderID }), range: '[0,0]' });
  const rows = await api.get(path).json<OrderView[]>();
  return rows[0] ?? null;
}

/**
 * The order field (orders are looked up by their orderID): type the order number and
 * press Enter; the order found is summed up under the field (customer, payment status, amount).
 * `invalidKey` is the 'select a valid order' message of the form (claim or refund).
 */
export function OrderPicker({
  order,
  onPick,
  invalidKey,
  disabled,
  autoFocus,
}: {
  order: OrderView | null;
  onPick: (o: OrderView) => void;
  invalidKey: TKey;
  disabled?: boolean;
  /** a new claim or refund starts here: its order number is the first thing typed */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const f = useField('order');
  const [text, setText] = useState(order ? String(order.orderID) : '');
  const [busy, setBusy] = useState(false);
  const [miss, setMiss] = useState(false);
  const setParseError = useParseError('order');
  useEffect(() => setParseError(miss ? invalidKey : undefined), [miss, invalidKey, setParseError]);
  useEffect(() => {
    if (order) setText(String(order.orderID));
  }, [order]);

  const search = async () => {
    const n = Number(text.trim().replace(/^#/, ''));
    if (!Number.isInteger(n) || n <= 0 || order?.orderID === n) return;
    setBusy(true);
    try {
      const found = await findByOrderID(n);
      setMiss(!found);
      if (found) onPick(found);
      else f.set(undefined);
    } finally {
      setBusy(false);
    }
  };
  const error = f.error;
  return (
    <Field path="order" labelKey="service.order" required>
      <InputGroup
        {...a11y(f.id, error, true)}
        inputMode="numeric"
        placeholder={t('service.orderSearch')}
        value={text}
        disabled={disabled}
        autoFocus={autoFocus}
        intent={error ? 'danger' : 'none'}
        onValueChange={(v) => {
          setText(v);
          setMiss(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void search();
          }
        }}
        onBlur={() => {
          f.touch();
          void search();
        }}
        rightElement={
          disabled ? undefined : (
            <BusyButton
              variant="minimal"
              icon="search"
              busy={busy}
              aria-label={t('service.find')}
              onClick={search}
            />
          )
        }
      />
      {order && (
        <div className="cpt-service-order" data-testid="picked-order">
          <strong>#{order.orderID}</strong>
          <span>{order.customerName}</span>
          <Tag minimal intent={order.paymentStatus === 'paid' ? 'success' : 'warning'}>
            {t(keyIn('live.paymentStatuses', order.paymentStatus))}
          </Tag>
          <span>{formatYuan(order.actualAmount)}</span>
          <span>{t(keyIn('live.paymentMethods', order.paymentMethod))}</span>
        </div>
      )}
    </Field>
  );
}
