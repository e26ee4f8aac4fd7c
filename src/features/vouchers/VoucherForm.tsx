import { Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { DateTime } from 'luxon';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import { todayBusiness } from '../../../domain/dates.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { seesAllCommunities } from '../../../domain/roles.ts';
import { VOUCHERS } from '../../../domain/vouchers/resource.ts';
import {
  VOUCHER_REASONS,
  VOUCHER_RESPS,
  type Voucher,
  VoucherCreate,
} from '../../../domain/vouchers/schema.ts';
import { keyIn } from '../../../locales/keys.ts';
import { invalidateResource } from '../../api/query.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { type Choice, MultiCheckField, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { MoneyField } from '../../components/fields/NumberFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { DateField } from '../service/DateField.tsx';

interface VoucherValues {
  customer: string;
  reason?: string;
  resp?: string;
  amount: number | null;
  expirationDate?: string;
  communities: string[];
  comment: string;
  refundOrder?: string;
  refund?: string;
}

const toBody = (v: VoucherValues) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null));

/**
 * /vouchers/create?customer=<id>[&order=<orderId>][&reason=<reason>]: a voucher
 * for the customer the previous screen named (customer detail, order row menu, claim); without one
 * it goes to `/`. A claim suggests the reason claim.
 * With an order it is that order's refund voucher: the reason is fixed to refund and the
 * communities default to the order's. Created pending; an admin validates it.
 */
export default function VoucherForm() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [query] = useSearchParams();
  const customerId = query.get('customer');
  const orderId = query.get('order');
  // a reason the previous screen suggests (a claim's voucher); refund only comes with an order
  const asked = VOUCHER_REASONS.find((r) => r !== 'refund' && r === query.get('reason'));
  const customer = useRecord<{ id: string; name: string }>(
    customerId ? apiUrl(CUSTOMERS.ops.one, { customerId }) : null,
  );
  const order = useRecord<OrderView>(orderId ? apiUrl(ORDERS.ops.one, { id: orderId }) : null);
  const mine = useMemo(
    () =>
      COMMUNITIES.filter((c) => !user || seesAllCommunities(user.role) || user.communities.includes(c.id)),
    [user],
  );
  const initial: VoucherValues = {
    customer: customerId ?? '',
    reason: orderId ? 'refund' : asked,
    amount: null,
    // a quarter ahead by default: a voucher is a promise, not a deadline
    expirationDate: DateTime.fromISO(todayBusiness()).plus({ days: 90 }).toISODate() ?? undefined,
    communities: mine.length === 1 ? [mine[0]!.id] : [],
    comment: '',
    refundOrder: orderId ?? undefined,
    // from a refund's detail: the voucher joins that refund's vouchers
    refund: (orderId && query.get('refund')) || undefined,
  };
  const form = useForm<VoucherValues>(initial, VoucherCreate, toBody);
  const createKey = useCreateKey();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order's community is the default once
  useEffect(() => {
    if (order.data && form.values.communities.length === 0) form.set('communities', [order.data.community]);
  }, [order.data]);

  if (!customerId) return <Navigate to="/" replace />;
  const reasons: Choice[] = VOUCHER_REASONS.filter((r) => (orderId ? r === 'refund' : r !== 'refund')).map(
    (r) => ({
      value: r,
      label: keyIn('customers.voucherReasons', r),
    }),
  );
  return (
    <FormPage<VoucherValues>
      form={form}
      title={t('vouchers.createTitle')}
      backTo={VOUCHERS.screens.list.path}
      loading={customer.loading}
      loadError={customer.error}
      onRetry={customer.retry}
      onSave={async (body) => {
        await saveRecord<Voucher>(VOUCHERS, undefined, body, createKey);
        void invalidateResource(CUSTOMERS.key);
        return undefined;
      }}
    >
      <Callout icon="person" className="cpt-form-notice" data-testid="voucher-customer">
        {t('vouchers.forCustomer', { name: customer.data?.name ?? '' })}
        {order.data ? ` · #${order.data.orderID}` : ''}
      </Callout>
      <div className="cpt-form-grid">
        <SelectField
          path="reason"
          labelKey="vouchers.reason"
          required
          choices={reasons}
          disabled={!!orderId}
        />
        <SelectField
          path="resp"
          labelKey="vouchers.resp"
          choices={VOUCHER_RESPS.map((r) => ({ value: r, label: keyIn('vouchers.resps', r) }))}
        />
        <MoneyField path="amount" labelKey="vouchers.amount" required />
        <DateField path="expirationDate" labelKey="vouchers.expirationDate" required min={todayBusiness()} />
      </div>
      <MultiCheckField
        path="communities"
        labelKey="vouchers.communities"
        required
        choices={mine.map((c) => ({ value: c.id, label: keyIn('communities', c.key) }))}
      />
      <TextField path="comment" labelKey="vouchers.comment" multiline />
    </FormPage>
  );
}
