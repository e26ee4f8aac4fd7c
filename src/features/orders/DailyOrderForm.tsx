import './orders.css';
import { Callout, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { communitiesOf } from '../../../domain/communities.ts';
import { CUSTOMER_ADDRESS_TYPES } from '../../../domain/customers/schema.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { type DailyOrderAnswer, dailyAnswerOf, dailyTotals } from '../../../domain/orders/daily.ts';
import { DailyOrderCreate, DailyOrderUpdate } from '../../../domain/orders/daily-schema.ts';
import { ORDER_LOCKED_MSG } from '../../../domain/orders/locked-edits.ts';
import { isAmountPaid, shownPaymentStatus } from '../../../domain/orders/locking.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import type { ProductChoice } from '../../../domain/products/list.ts';
import { PRODUCTS } from '../../../domain/products/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { seesAllCommunities } from '../../../domain/roles.ts';
import { ADDRESS_CITIES, PAYMENT_METHODS } from '../../../domain/schemas/shared.ts';
import { keyIn } from '../../../locales/keys.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { useFormValue } from '../../components/FormPage/context.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { AreaCascader } from '../../components/fields/AreaCascader.tsx';
import { CheckboxField, type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { MoneyField } from '../../components/fields/NumberFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { useConfirm } from '../../components/useConfirm.tsx';
import { useSuppliers } from '../products/useCatalogue.ts';
import { CustomerLookup } from './CustomerLookup.tsx';
import { DailyLines } from './DailyLines.tsx';
import { DailyPayment } from './DailyPayment.tsx';
import { DailyTotals } from './DailyTotals.tsx';
import { DayField } from './DayField.tsx';
import { type DailyValues, dailyFieldOf, fromDaily, newDaily, toDailyBody } from './dailyValues.ts';
import { PaymentQr } from './PaymentQr.tsx';
import { createCustomerFor, OrderPdfButtons } from './walkIn.tsx';

const NO_PRODUCTS: ProductChoice[] = [];

/**
 * /daily-orders/create and /daily-orders/{orderId}: a walk-in or direct sale.
 * Saving returns to /orders-direct-sales; after creating an order for an unknown customer the
 * user is asked whether to create the customer, who is then attached ('User created').
 */
export default function DailyOrderForm() {
  const { t, i18n } = useTranslation();
  const { orderId } = useParams();
  const creating = !orderId;
  const user = useAtomValue(userAtom);
  const record = useRecord<DailyOrderAnswer>(creating ? null : apiUrl(ORDERS.ops.daily, { id: orderId! }));
  const mine = useMemo(() => communitiesOf(user), [user]);
  const initial = useMemo(
    () => newDaily(user && !seesAllCommunities(user.role) ? user.communities : []),
    [user],
  );
  const editable = creating || (record.data?.linesEditable ?? false);
  const form = useForm<DailyValues>(
    initial,
    creating ? DailyOrderCreate : DailyOrderUpdate,
    (v) => toDailyBody(v, { creating, linesEditable: editable }),
    dailyFieldOf,
  );
  useRecordValues(form, record.data, fromDaily);
  const [confirm, ask] = useConfirm({
    title: t('dailyOrder.createCustomerTitle'),
    yes: t('dailyOrder.createCustomerYes'),
    no: t('dailyOrder.createCustomerNo'),
  });
  const supplier = useFormValue('supplier', form) as DailyValues['supplier'];
  const suppliers = useSuppliers().filter((s) => s.type === 'direct_sales' || s.id === supplier);
  const products =
    useRecord<ProductChoice[]>(
      apiUrl(PRODUCTS.ops.all, {}, { status: 'available', ...(supplier ? { supplier } : {}) }),
    ).data ?? NO_PRODUCTS;
  // a locked order takes no edit, whoever asks: its fields are disabled, only its status moves
  // (DailyPayment offers the admins the moves the payment machine allows)
  const locked = !creating && (record.data?.locked ?? false);
  // a pending order cancelled stays pending in its payment status: it reads Cancelled, as on the lists
  const shown = record.data && shownPaymentStatus(record.data);
  // a paid order keeps the fee it was paid with (the server refuses a change)
  const feePaid = !creating && !!record.data && isAmountPaid(record.data);

  const createKey = useCreateKey();
  const onSave = async (body: unknown) => {
    const values = form.values;
    const saved = await saveRecord<OrderView>(ORDERS, orderId, body, creating ? createKey : undefined);
    if (
      // asked once, after the create; a replayed create answers the stored order,
      // whose customer may be attached already
      creating &&
      !values.customer &&
      !saved.customer &&
      (await ask(t('dailyOrder.createCustomerQuestion', { name: values.customerName })))
    )
      await createCustomerFor(saved, values, t);
    return undefined;
  };

  const choices = <T extends string>(vals: readonly T[], group: Parameters<typeof keyIn>[0]) =>
    vals.map((x): Choice => ({ value: x, label: keyIn(group, x) }));
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  // the totals follow the lines and the fee as they are typed
  const lines = useFormValue('lines', form) as DailyValues['lines'];
  const deliveryFee = useFormValue('deliveryFee', form) as DailyValues['deliveryFee'];
  const preview = dailyTotals(
    lines.flatMap((l) =>
      l.product && l.quantity !== null && l.price !== null && Number.isSafeInteger(l.quantity)
        ? [{ product: l.product, quantity: l.quantity, price: l.price }]
        : [],
    ),
    deliveryFee ?? 0,
    record.data?.totals.voucherAmount ? [record.data.totals.voucherAmount] : [],
  );
  const vat = suppliers.find((s) => s.id === supplier)?.vat ?? record.data?.supplierVat ?? null;
  const order = record.data;

  return (
    <FormPage<DailyValues>
      form={form}
      title={creating ? t('dailyOrder.createTitle') : t('dailyOrder.editTitle', { id: order?.orderID ?? '' })}
      backTo={ORDERS.screens.directSales.path}
      history={orderId ? { resource: ORDERS.key, id: orderId, labels: 'dailyOrder' } : undefined}
      fromRecord={(o: OrderView) => fromDaily(dailyAnswerOf(o, ''))}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      readOnly={locked}
      onSave={onSave}
      actions={order && <OrderPdfButtons order={order} />}
    >
      {confirm}
      {order && (
        <div className="cpt-daily-status">
          <Tag large intent={shown === 'paid' ? 'success' : shown === 'pending' ? 'warning' : 'none'}>
            {t('dailyOrder.status', { status: t(keyIn('live.paymentStatuses', shown)) })}
          </Tag>
          <DailyPayment order={order} dirty={form.dirty} />
        </div>
      )}
      {locked && (
        <Callout intent="warning" icon="lock" className="cpt-daily-readonly" data-testid="daily-locked">
          {t(ORDER_LOCKED_MSG)}
        </Callout>
      )}
      <fieldset className="cpt-daily-fields" disabled={locked}>
        <div className="cpt-daily-top">
          <div className="cpt-daily-main">
            <h2 className="cpt-daily-section">{t('dailyOrder.sections.customer')}</h2>
            <div className="cpt-form-grid">
              <TextField
                path="customerName"
                labelKey="dailyOrder.customerName"
                required
                autoFocus={creating}
                autoComplete="off"
              />
              <TextField path="phone" labelKey="dailyOrder.phone" type="tel" required autoComplete="off" />
            </div>
            <CustomerLookup />
            <div className="cpt-form-grid">
              <SelectField
                path="addressType"
                labelKey="dailyOrder.addressType"
                required
                choices={choices(CUSTOMER_ADDRESS_TYPES, 'dailyOrder.addressTypes')}
              />
              <SelectField
                path="city"
                labelKey="dailyOrder.city"
                required
                choices={choices(ADDRESS_CITIES, 'cities')}
              />
              <AreaCascader path="area" labelKey="dailyOrder.area" required />
              <TextField path="zipCode" labelKey="dailyOrder.zipCode" autoComplete="off" />
            </div>
            <TextField
              path="detailedAddress"
              labelKey="dailyOrder.detailedAddress"
              required
              autoComplete="off"
            />
            <h2 className="cpt-daily-section">{t('dailyOrder.sections.delivery')}</h2>
            <div className="cpt-form-grid">
              <SelectField
                path="community"
                labelKey="dailyOrder.community"
                required
                choices={mine.map((c): Choice => ({ value: c.id, text: c.name[lang] }))}
              />
              <SelectField
                path="supplier"
                labelKey="dailyOrder.supplier"
                required
                choices={suppliers.map((s): Choice => ({ value: s.id, text: s.name }))}
              />
              <MoneyField
                path="deliveryFee"
                labelKey="dailyOrder.deliveryFee"
                required
                disabled={feePaid}
                helperKey={feePaid ? 'order.errors.feePaid' : undefined}
              />
              <DayField path="deliveryDate" labelKey="dailyOrder.deliveryDate" required />
              <DayField path="orderDate" labelKey="dailyOrder.orderDate" />
              <SelectField
                path="paymentMethod"
                labelKey="dailyOrder.paymentMethod"
                required
                choices={choices(PAYMENT_METHODS, 'live.paymentMethods')}
              />
            </div>
          </div>
          {order?.showsQr && (
            <PaymentQr url={order.paymentUrl} community={order.community} orderID={order.orderID} />
          )}
        </div>
        {!editable && <h2 className="cpt-daily-section">{t('dailyOrder.sections.products')}</h2>}
        <DailyLines products={products} editable={editable} />
        <DailyTotals totals={order && !form.dirty ? order.totals : preview} vat={vat} />
        <h2 className="cpt-daily-section">{t('dailyOrder.sections.payment')}</h2>
        <div className="cpt-form-grid">
          <CheckboxField path="fapiao" labelKey="dailyOrder.fapiao" />
          <TextField path="fapiaoEmail" labelKey="dailyOrder.fapiaoEmail" type="email" autoComplete="off" />
        </div>
        <TextField path="fapiaoInformation" labelKey="dailyOrder.fapiaoInformation" multiline />
        <TextField path="comment" labelKey="dailyOrder.comment" multiline />
      </fieldset>
    </FormPage>
  );
}
