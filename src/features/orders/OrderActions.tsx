import { Button, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { CLAIMS } from '../../../domain/claims/resource.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { offersRefundOption } from '../../../domain/orders/payment-status.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import { VOUCHERS } from '../../../domain/vouchers/resource.ts';
import { focusIsFree } from '../../app/focusLanding.ts';
import { userAtom } from '../../app/session.ts';
import { toastError } from '../../app/toaster.ts';
import { KeyboardMenu } from '../../components/KeyboardMenu.tsx';
import { rowSaved } from '../../components/ListPage/editing/rowSaved.ts';
import { downloadOrderPdf } from './download.ts';

/** The customer-service forms (built by that area): links only, with the order and its customer. */
const voucherLink = (o: OrderView) =>
  screenUrl(VOUCHERS.screens.create, {}, { customer: o.customer?.id, order: o.id });
const refundLink = (o: OrderView) => screenUrl(REFUNDS.screens.create, {}, { order: o.id });
const claimLink = (o: OrderView) => screenUrl(CLAIMS.screens.create, {}, { order: o.id });

/**
 * A row's menu: create voucher; on the services list the live page of a wechat_group
 * order, a claim on any order (claims start from an order) and the refund of a paid one
 * (refund-option roles); on the direct-sales list the PDFs and
 * the daily-order form. Each entry shows only where the role may go.
 */
function OrderMenu(p: ICellRendererParams<OrderView> & { list: 'services' | 'directSales' }) {
  const { data, list } = p;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const wrap = useRef<HTMLSpanElement>(null);
  if (!data || !user) return null;
  const role = user.role;
  const go = (to: string) => () => void navigate(to);
  // the PDF prints the row's delivery date and payment status: a cell typed on it is saved first
  const pdf = (lang: 'en' | 'zh') => () =>
    void rowSaved(p.context, data.id)
      .then(() => downloadOrderPdf(data, lang))
      .catch(() => toastError(t('orders.pdfFailed')));
  const live = data.offerId ? screenUrl(OFFERS.screens.live, { offerId: data.offerId }) : null;
  const daily = screenUrl(ORDERS.screens.editDaily, { orderId: data.id });
  const items = [
    list === 'directSales' && (
      <MenuItem key="en" icon="document" text={t('orders.menu.pdfEn')} onClick={pdf('en')} />
    ),
    list === 'directSales' && (
      <MenuItem key="zh" icon="document" text={t('orders.menu.pdfZh')} onClick={pdf('zh')} />
    ),
    can(role, 'voucher.create') && canOpen(role, VOUCHERS.screens.create.path) && (
      <MenuItem
        key="voucher"
        icon="tag"
        text={t('orders.menu.createVoucher')}
        onClick={go(voucherLink(data))}
      />
    ),
    list === 'services' && data.channel === 'wechat_group' && live && canOpen(role, live) && (
      <MenuItem key="live" icon="edit" text={t('orders.menu.editLive')} onClick={go(live)} />
    ),
    list === 'services' && can(role, 'claim.create') && canOpen(role, CLAIMS.screens.create.path) && (
      <MenuItem key="claim" icon="issue" text={t('orders.menu.claim')} onClick={go(claimLink(data))} />
    ),
    list === 'services' && offersRefundOption(data, role) && canOpen(role, REFUNDS.screens.create.path) && (
      <MenuItem key="refund" icon="undo" text={t('orders.menu.refund')} onClick={go(refundLink(data))} />
    ),
    list === 'directSales' && data.channel === 'daily' && canOpen(role, daily) && (
      <MenuItem key="edit" icon="edit" text={t('orders.menu.edit')} onClick={go(daily)} />
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <span className="cpt-row-actions" ref={wrap}>
      {/* opened with Enter on its button: the arrows walk the items; closed by Escape, the button
          has the keyboard again (the popover's own return left it on no element); a chosen
          item's screen takes it from there */}
      <PopoverNext
        onClosed={() =>
          requestAnimationFrame(() => focusIsFree() && wrap.current?.querySelector('button')?.focus())
        }
        content={<KeyboardMenu aria-label={t('orders.menu.open')}>{items}</KeyboardMenu>}
        placement="bottom-end"
      >
        <Button
          size="small"
          variant="minimal"
          endIcon="caret-down"
          aria-label={t('orders.menu.open')}
          text={t('orders.menu.open')}
        />
      </PopoverNext>
    </span>
  );
}

export const ServiceOrderActions = (p: ICellRendererParams<OrderView>) => (
  <OrderMenu {...p} list="services" />
);
export const DirectSaleOrderActions = (p: ICellRendererParams<OrderView>) => (
  <OrderMenu {...p} list="directSales" />
);
