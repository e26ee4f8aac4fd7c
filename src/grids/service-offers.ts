import type { ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { OFFER_SERVICES } from '../../domain/finance/resource.ts';
import { SERVICE_OFFERS_LIST, type ServiceOfferRow } from '../../domain/finance/service-offers-list.ts';
import type { PurchaseOrderRow } from '../../domain/purchase-orders/list.ts';
import { apiUrl } from '../../domain/resource.ts';
import { keyIn } from '../../locales/keys.ts';
import { cellTypes, moneyColumn as money } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** Cells of the services tabs that are React components (badge, link, buttons). */
export interface ServicesGridContext {
  lang: string;
  Paid: ComponentType<ICellRendererParams<ServiceOfferRow>>;
  SeeOffer: ComponentType<ICellRendererParams<ServiceOfferRow>>;
  Actions: ComponentType<ICellRendererParams<PurchaseOrderRow>>;
}

/** The offers tab of /services (docs/finance.md, "Services offers and invoices"). */
export const serviceOffersGrid: GridDef<ServiceOfferRow, ServicesGridContext> = {
  path: apiUrl(OFFER_SERVICES.ops.list, {}),
  spec: SERVICE_OFFERS_LIST,
  columns: (t, ctx) => {
    const cell = cellTypes(t);
    return [
      { colId: 'offerID', field: 'offerID', headerName: t('finance.services.offerID') },
      {
        colId: 'name',
        headerName: t('finance.services.name'),
        valueGetter: (p) => p.data?.name.en ?? '',
        minWidth: 180,
        flex: 1,
      },
      {
        colId: 'paid',
        headerName: t('finance.services.paidBadge'),
        valueGetter: (p) =>
          p.data?.relatedInvoice
            ? t(keyIn('purchaseOrder.paymentStatuses', p.data.relatedInvoice.payment_status))
            : t('finance.services.notInvoiced'),
        cellRenderer: ctx.Paid,
      },
      {
        colId: 'invoiceID',
        headerName: t('finance.services.invoiceID'),
        valueGetter: (p) => p.data?.relatedInvoice?.poId ?? '',
      },
      {
        colId: 'endingDate',
        field: 'endingDate',
        headerName: t('finance.services.endingDate'),
        ...cell.day,
      },
      {
        colId: 'supplier',
        headerName: t('finance.services.supplier'),
        valueGetter: (p) => p.data?.supplier.name ?? '',
      },
      {
        colId: 'community',
        headerName: t('finance.services.community'),
        valueGetter: (p) => p.data?.community,
        ...cell.community,
      },
      { colId: 'orders', field: 'orders', headerName: t('finance.services.orders'), type: 'rightAligned' },
      money<ServiceOfferRow>('actualIncome', t('finance.services.salesWithDelivery')),
      {
        ...money<ServiceOfferRow>('salesWithoutDelivery', t('finance.services.salesWithoutDelivery')),
        field: undefined,
        valueGetter: (p) => (p.data ? p.data.actualIncome - p.data.actualIncomeDelivery : null),
      },
      {
        colId: 'commissionRate',
        field: 'commissionRate',
        headerName: t('finance.services.commissionRate'),
        ...cell.percent,
      },
      money<ServiceOfferRow>('commissionAmount', t('finance.services.commissionAmount')),
      money<ServiceOfferRow>('refundAmount', t('finance.services.refundAmount')),
      money<ServiceOfferRow>('voucherAmount', t('finance.services.voucherAmount')),
      {
        colId: 'seeOffer',
        headerName: t('finance.services.seeOffer'),
        cellRenderer: ctx.SeeOffer,
        pinned: 'right',
        width: 110,
      },
    ];
  },
};
