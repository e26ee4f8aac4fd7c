import '../service/service.css';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { CLAIMS } from '../../../domain/claims/resource.ts';
import type { Claim } from '../../../domain/claims/schema.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import { refundFieldsEditable } from '../../../domain/refunds/rules.ts';
import { type Refund, RefundCreate, RefundPut } from '../../../domain/refunds/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { invalidateResource } from '../../api/query.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { TextField } from '../../components/fields/TextField.tsx';
import { caseFormPage } from '../service/case-form-page.ts';
import { fetchOrder, OrderPicker } from '../service/OrderPicker.tsx';
import { ServiceCaseFields } from '../service/ServiceCaseFields.tsx';
import { useCaseOrder } from '../service/useCaseOrder.ts';
import { useCasePrefill } from '../service/useCasePrefill.ts';
import { RefundStatusBar } from './RefundStatusBar.tsx';
import { RefundVoucherLink } from './RefundVoucherLink.tsx';
import { EMPTY_REFUND, fromClaim, fromRefund, type RefundValues, toRefundBody } from './values.ts';

/**
 * /refunds/create (optionally `?order=<orderId>` from the live page or an order list, and
 * `&claim=<claimId>` from a refund claim) and /refunds/{refundId}. The amount
 * is read-only once the refund is not new; finance and final refunds see everything read-only.
 * Saving a new refund moves its order to refund pending.
 */
export default function RefundForm() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { refundId } = useParams();
  const [query] = useSearchParams();
  const creating = !refundId;
  const record = useRecord<Refund>(creating ? null : apiUrl(REFUNDS.ops.one, { id: refundId! }));
  const refund = record.data;
  const editable = refund && user ? refundFieldsEditable(refund, user.role) : { fields: true, amount: true };
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<RefundValues>(EMPTY_REFUND, creating ? RefundCreate : RefundPut, (v) =>
    toRefundBody(v, editable),
  );
  useRecordValues(form, refund, fromRefund);
  const [order, setOrder] = useCaseOrder(refund);

  // a new refund takes the order's payment method and, unless a claim named one, its whole amount
  const pick = (o: OrderView, amount = form.values.refundAmount === null) => {
    setOrder(o);
    form.set('order', o.id);
    if (creating) {
      form.set('paymentMethod', o.paymentMethod);
      if (amount) form.set('refundAmount', o.actualAmount);
    }
  };
  const orderId = query.get('order');
  const claimId = query.get('claim');
  // the linked claim's values, then the order's
  const prefilling = useCasePrefill(form, creating && !!(orderId || claimId), async () => {
    const c = claimId
      ? await api
          .get(apiUrl(CLAIMS.ops.one, { id: claimId }))
          .json<Claim>()
          .catch(() => null)
      : null;
    const from: Partial<RefundValues> = c ? fromClaim(c) : {};
    for (const [k, v] of Object.entries(from)) form.set(k, v);
    if (orderId) pick(await fetchOrder(orderId), from.refundAmount === undefined);
  });
  // community-manager and customer-hero: opening a refunded or refused refund marks it read
  useEffect(() => {
    if (!refund || !user || !['community-manager', 'customer-hero'].includes(user.role)) return;
    if (refund.status !== 'refunded' && refund.status !== 'refused') return;
    void api
      .post(apiUrl(REFUNDS.ops.read, { id: refund.id }))
      .then(() => invalidateResource(REFUNDS.key))
      .catch(() => undefined);
  }, [refund, user]);

  const readOnly = !creating && !editable.fields;
  return (
    <FormPage<RefundValues>
      form={form}
      {...caseFormPage(REFUNDS, 'refunds', refundId, record)}
      loading={record.loading || prefilling}
      title={creating ? t('refunds.createTitle') : t('refunds.editTitle', { n: refund?.refundNumber ?? '' })}
      fromRecord={fromRefund}
      readOnly={readOnly}
      onSave={async (body) => {
        const saved = await saveRecord<Refund>(REFUNDS, refundId, body, createKey);
        void invalidateResource('orders');
        return fromRefund(saved);
      }}
    >
      {refund && <RefundStatusBar refund={refund} onMoved={record.retry} />}
      {refund && <RefundVoucherLink refund={refund} />}
      <OrderPicker
        order={order}
        onPick={pick}
        invalidKey="refund.errors.selectValidOrder"
        autoFocus={creating}
        disabled={!creating}
      />
      <ServiceCaseFields labels="refunds" readOnly={readOnly} amountDisabled={!editable.amount}>
        <TextField path="outRefundNo" labelKey="refunds.outRefundNo" disabled={readOnly} autoComplete="off" />
        <TextField path="refundId" labelKey="refunds.refundId" disabled={readOnly} autoComplete="off" />
      </ServiceCaseFields>
    </FormPage>
  );
}
