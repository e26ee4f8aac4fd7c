import { Text, View } from '@react-pdf/renderer';
import type { Locale } from '../../domain/dates.ts';
import { showsVatPerLine } from '../../domain/finance/rules.ts';
import { formatYuan } from '../../domain/money.ts';
import type { PurchaseOrderLine, PurchaseOrderRecord } from '../../domain/purchase-orders/list.ts';
import type { Company } from './company.ts';
import type { DocTranslate } from './labels.ts';
import { type Column, DocumentFrame, h, LinesTable, styles } from './pdf.ts';

/**
 * The purchase-order PDF: the company header and footer, the supplier and
 * date, the lines, and the tax breakdown per VAT rate (VAT included in a price = price - price /
 * (1 + rate/100), domain/finance/rules.ts). The cellar community's orders show the VAT of each line too.
 */
export function purchaseOrderDocument(
  po: PurchaseOrderRecord,
  company: Company,
  lang: Locale,
  t: DocTranslate,
) {
  // money as every screen and the customer-order PDF write it (fr-FR, two decimals, ¥ after)
  const yuan = formatYuan;
  const perLine = showsVatPerLine(po.community);
  const columns: Column<PurchaseOrderLine>[] = [
    {
      label: t('purchaseOrder.pdf.product'),
      width: 4,
      cell: (l) => `${l.product.productId} ${l.product.name[lang]}`,
    },
    { label: t('purchaseOrder.quantity'), width: 1, align: 'right', cell: (l) => String(l.quantity) },
    { label: t('purchaseOrder.unitPrice'), width: 1.5, align: 'right', cell: (l) => yuan(l.unitPrice) },
    { label: t('purchaseOrder.vatPercentage'), width: 1, align: 'right', cell: (l) => `${l.vatPercentage}%` },
    ...(perLine
      ? [
          {
            label: t('purchaseOrder.vatAmount'),
            width: 1.5,
            align: 'right' as const,
            cell: (l: PurchaseOrderLine) => yuan(l.vatAmount),
          },
        ]
      : []),
    { label: t('purchaseOrder.totalPrice'), width: 1.5, align: 'right', cell: (l) => yuan(l.totalPrice) },
  ];
  const totalsRow = [
    t('purchaseOrder.totals'),
    String(po.quantity),
    '',
    '',
    ...(perLine ? [yuan(po.vatAmount)] : []),
    yuan(po.totalExVat),
  ];
  const rates = new Map<number, { base: number; vat: number }>();
  for (const l of po.lines) {
    const r = rates.get(l.vatPercentage) ?? { base: 0, vat: 0 };
    r.base += l.totalPrice;
    r.vat += l.vatAmount;
    rates.set(l.vatPercentage, r);
  }
  const breakdown = [...rates.entries()].sort((a, b) => a[0] - b[0]);
  const line = (key: string, label: string, value: string, bold = false) =>
    h(
      View,
      { key, style: { flexDirection: 'row', justifyContent: 'flex-end' } },
      h(
        Text,
        { style: [{ width: 200, textAlign: 'right', paddingRight: 8 }, bold ? styles.bold : {}] },
        label,
      ),
      h(Text, { style: [{ width: 90, textAlign: 'right' }, bold ? styles.bold : {}] }, value),
    );
  return DocumentFrame({
    company,
    lang,
    t,
    title: `${t('purchaseOrder.pdf.title')} ${po.poId}`,
    meta: [`${t('purchaseOrder.date')}: ${po.date}`, `${t('purchaseOrder.dueDate')}: ${po.dueDate}`],
    children: [
      h(
        View,
        { key: 'supplier', style: styles.section },
        h(Text, { style: styles.bold }, t('purchaseOrder.supplier')),
        h(Text, null, po.supplier.name),
      ),
      h(View, { key: 'lines' }, LinesTable({ columns, rows: po.lines, totals: [totalsRow] })),
      h(
        View,
        { key: 'tax', style: styles.section, wrap: false },
        h(Text, { style: styles.bold }, t('purchaseOrder.pdf.taxBreakdown')),
        ...breakdown.map(([rate, r]) =>
          line(`rate${rate}`, t('purchaseOrder.pdf.vatAt', { rate }), `${yuan(r.base)} + ${yuan(r.vat)}`),
        ),
        line('ex', t('purchaseOrder.totalExVat'), yuan(po.totalExVat)),
        line('vat', t('purchaseOrder.vatAmount'), yuan(po.vatAmount)),
        line('incl', t('purchaseOrder.totalInclVat'), yuan(po.totalSales), true),
      ),
    ],
  });
}
