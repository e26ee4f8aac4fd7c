import { ORDERS } from '../../domain/orders/resource.ts';
import type { AppContext } from '../context.ts';
import { companyFromEnv } from '../documents/company.ts';
import { docLang } from '../documents/labels.ts';
import { renderDocument } from '../documents/pdf-thread.ts';
import { idParam, queryOf } from '../errors.ts';
import { scoped } from '../resources/serve.ts';
import { readOrderFor } from './queries.ts';

/** Where the QR code of an unpaid daily order leads (docs/orders.md); the order id is appended. */
export const paymentBase = (env: NodeJS.ProcessEnv = process.env) =>
  env.PAYMENT_PAGE_URL ?? 'https://pay.comptoir.example/orders/';

/** GET /api/orders/{id}/pdf?lang=en|zh: the customer-order PDF, as an attachment. */
export function orderPdf(ctx: AppContext) {
  return scoped(async (request, reply) => {
    const id = idParam(request.params, 'id');
    const lang = docLang(queryOf(request.query, ORDERS.ops.pdf.query).lang);
    const order = await readOrderFor(ctx.db, ctx.user(request), id);
    const bytes = await renderDocument({
      kind: 'customerOrder',
      order,
      company: companyFromEnv(),
      lang,
      paymentBase: paymentBase(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="order-${order.orderID}-${lang}.pdf"`)
      .send(bytes);
  });
}
