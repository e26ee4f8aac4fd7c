import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { buildCsv, type CsvColumn, csvFileName } from '../../components/list/csv.ts';

/** Hands the browser a file to save. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The customer-order PDF (GET /api/orders/{id}/pdf) in English or Chinese. */
export async function downloadOrderPdf(
  order: { id: string; orderID: number },
  lang: 'en' | 'zh',
): Promise<void> {
  const blob = await api.get(apiUrl(ORDERS.ops.pdf, { id: order.id }, { lang })).blob();
  saveBlob(blob, `order-${order.orderID}-${lang}.pdf`);
}

/** The selected rows as a CSV of the grid's visible columns (the same file as the list export). */
export function downloadRowsCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], base: string): void {
  saveBlob(
    new Blob([buildCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
    csvFileName(`${base}-selection`),
  );
}
