import { Text, View } from '@react-pdf/renderer';
import { COMMUNITIES } from '../../domain/communities.ts';
import { businessDate, type Locale } from '../../domain/dates.ts';
import { cellarLineVat, showsVatPerLine } from '../../domain/finance/rules.ts';
import type { OrderLine, OrderView } from '../../domain/live-views.ts';
import { formatYuan } from '../../domain/money.ts';
import { taxBreakdown } from '../../domain/orders/daily.ts';
import { paymentPageUrl, showsPaymentQr } from '../../domain/orders/payment-qr.ts';
import type { Company } from './company.ts';
import type { DocTranslate } from './labels.ts';
import { type Column, DocumentFrame, h, LinesTable, styles } from './pdf.ts';
import { QrCode } from './qr.ts';

export interface CustomerOrderInput {
  order: OrderView;
  company: Company;
  lang: Locale;
  t: DocTranslate;
  /** the payment page base (PAYMENT_PAGE_URL) for the QR code of an unpaid daily order */
  paymentBase: string;
}

const unitOf = (l: OrderLine) => (l.weight ? `${l.weight} ${l.weightType}` : l.weightType);

/**
 * The customer-order PDF: company header and footer (the frame), the customer and
 * delivery, the line items, delivery fee, vouchers, totals, the tax breakdown at the supplier's
 * VAT (tax on a VAT-inclusive price, domain/finance/rules.ts; per line for the cellar) and, for a daily
 * order still to pay, its payment QR code.
 */
export function CustomerOrderDocument({ order: o, company, lang, t, paymentBase }: CustomerOrderInput) {
  const lines = [...o.packs, ...o.singleItems];
  const vat = o.supplier?.vat ?? null;
  const perLine = showsVatPerLine(o.community);
  const community = COMMUNITIES.find((c) => c.id === o.community)?.name[lang] ?? '';
  const columns: Column<OrderLine>[] = [
    { label: t('customerOrderPdf.product'), width: 4, cell: (l) => l.name?.[lang] || l.shortName },
    { label: t('customerOrderPdf.unit'), width: 1.2, cell: unitOf },
    { label: t('customerOrderPdf.quantity'), width: 1, align: 'right', cell: (l) => String(l.quantity) },
    { label: t('customerOrderPdf.unitPrice'), width: 1.6, align: 'right', cell: (l) => formatYuan(l.price) },
    ...(perLine
      ? [
          {
            label: t('customerOrderPdf.lineVat', { rate: vat ?? 0 }),
            width: 1.6,
            align: 'right' as const,
            cell: (l: OrderLine) => formatYuan(cellarLineVat(o.community, l, vat) ?? 0),
          },
        ]
      : []),
    { label: t('customerOrderPdf.amount'), width: 1.8, align: 'right', cell: (l) => formatYuan(l.amount) },
  ];
  const row = (label: string, value: string) => [label, ...columns.slice(1, -1).map(() => ''), value];
  const discount = o.ticketAmount + o.deliveryFee - o.totalAmount;
  const totals = [
    row(t('customerOrderPdf.subtotal'), formatYuan(o.ticketAmount)),
    ...(discount > 0 ? [row(t('customerOrderPdf.discount'), `−${formatYuan(discount)}`)] : []),
    row(t('customerOrderPdf.deliveryFee'), formatYuan(o.deliveryFee)),
    ...o.vouchers.map((v) =>
      row(t('customerOrderPdf.voucher', { id: v.voucherID }), `−${formatYuan(v.amount)}`),
    ),
    row(t('customerOrderPdf.total'), formatYuan(o.actualAmount)),
  ];
  const tax = taxBreakdown(o.ticketAmount - discount, vat);
  const a = o.customerAddress;
  const qr = showsPaymentQr(o);
  const daily = o.customerDaily as { fapiaoInformation?: string } | null;
  return DocumentFrame({
    company,
    lang,
    t,
    title: t('customerOrderPdf.title', { id: o.orderID }),
    meta: [
      `${t('customerOrderPdf.orderDate')} ${businessDate(o.orderDate)}`,
      ...(o.deliveryDate ? [`${t('customerOrderPdf.deliveryDate')} ${o.deliveryDate}`] : []),
      `${t('customerOrderPdf.payment')} ${t(`live.paymentStatuses.${o.paymentStatus}`)}`,
      community,
    ],
    children: [
      h(
        View,
        { key: 'customer', style: { flexDirection: 'row', justifyContent: 'space-between' } },
        h(
          View,
          { style: { flex: 1 } },
          h(Text, { style: styles.bold }, t('customerOrderPdf.customer')),
          h(Text, null, o.customerName),
          ...(a
            ? [
                h(Text, { key: 'p' }, a.phone),
                h(Text, { key: 'a' }, [a.detailedAddress, a.city, a.zipCode].filter(Boolean).join(', ')),
              ]
            : []),
          ...(o.fapiao || daily?.fapiaoInformation
            ? [
                h(
                  Text,
                  { key: 'f' },
                  `${t('customerOrderPdf.fapiao')} ${daily?.fapiaoInformation ?? ''} ${o.fapiaoEmail}`,
                ),
              ]
            : []),
          ...(o.supplier
            ? [
                h(
                  Text,
                  { key: 's', style: styles.muted },
                  `${t('customerOrderPdf.supplier')} ${o.supplier.name}`,
                ),
              ]
            : []),
        ),
        qr
          ? h(
              View,
              { style: { alignItems: 'center', width: 110 } },
              QrCode({ value: paymentPageUrl(paymentBase, o.id), width: 90 }),
              h(Text, { style: styles.muted }, t('customerOrderPdf.scanToPay')),
            )
          : null,
      ),
      h(View, { key: 'lines' }, LinesTable({ columns, rows: lines, totals })),
      h(
        View,
        { key: 'tax', style: styles.section, wrap: false },
        h(Text, { style: styles.bold }, t('customerOrderPdf.taxBreakdown')),
        LinesTable<(typeof tax)[number]>({
          columns: [
            { label: t('customerOrderPdf.vatRate'), width: 1, cell: (r) => `${r.rate} %` },
            {
              label: t('customerOrderPdf.gross'),
              width: 1,
              align: 'right',
              cell: (r) => formatYuan(r.gross),
            },
            { label: t('customerOrderPdf.vat'), width: 1, align: 'right', cell: (r) => formatYuan(r.vat) },
            { label: t('customerOrderPdf.net'), width: 1, align: 'right', cell: (r) => formatYuan(r.net) },
          ],
          rows: tax,
        }),
        h(Text, { style: styles.muted }, t('customerOrderPdf.deliveryUntaxed')),
      ),
    ],
  });
}
