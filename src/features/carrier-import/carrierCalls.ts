import type { CellsAnswer } from '../../../domain/cells.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { type CarrierLine, type CarrierPreview, cellRowsOf } from '../../../domain/orders/carrier-import.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { invalidateResource } from '../../api/query.ts';

/** The server's preview of a carrier's file; nothing is written by it. */
export async function readPreview(file: File, offerId: string | undefined, signal: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = apiUrl(ORDERS.ops.trackingImport, {}, { offer: offerId });
  return api.post(url, { body: form, signal, timeout: 60_000 }).json<CarrierPreview>();
}

/**
 * The ready lines in one cells call. The key is the preview's: a second press, or a retry after a
 * lost answer, is answered with the first call's result and changes nothing more.
 */
export async function applyLines(
  lines: readonly CarrierLine[],
  key: string,
): Promise<CellsAnswer<OrderView>> {
  const answer = await api
    .post(apiUrl(ORDERS.ops.cells, {}), {
      json: { rows: cellRowsOf(lines) },
      headers: { 'Idempotency-Key': key },
    })
    .json<CellsAnswer<OrderView>>();
  await invalidateResource('orders');
  return answer;
}
