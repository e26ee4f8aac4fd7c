import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PURCHASE_ORDERS } from '../../domain/purchase-orders/resource.ts';
import { InvoiceGenerate, PurchaseOrderBody } from '../../domain/purchase-orders/schema.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { audit } from '../db/audit.ts';
import { camel } from '../db/camel.ts';
import { readDb } from '../db/read-handle.ts';
import type { Database } from '../db/types.ts';
import { companyFromEnv } from '../documents/company.ts';
import { docLang } from '../documents/labels.ts';
import { renderDocument } from '../documents/pdf-thread.ts';
import { idParam, notFound, queryOf } from '../errors.ts';
import { createOnce, type RememberKey } from '../http/create-once.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { bodyOf, ownBody } from '../resources/body.ts';
import { RECORD_CHECK, type RecordCheck, type Scope, scoped, scopeOf, serve } from '../resources/serve.ts';
import { PO_CELLS_ADAPTER } from './cells.ts';
import { generateInvoices } from './generate-invoices.ts';
import {
  findPurchaseOrder,
  lineSort,
  type PoRow,
  purchaseOrderLines,
  purchaseOrderRecord,
  purchaseOrdersSource,
} from './queries.ts';
import { changePurchaseOrder, poAudience, poSnapshot, readPurchaseOrder, seesInvoices } from './save.ts';
import { changeVersion, parseChange } from './update.ts';
import { checkPurchaseOrder, nextNumber, poColumns, writeLines } from './write.ts';

type Db = Kysely<Database>;

/** A named row as the caller may see it: 404 unknown (or an invoice for a non-finance role), 403 out of scope. */
const readRow = (db: Db, request: FastifyRequest, scope: Scope, forUpdate = false): Promise<PoRow> =>
  readPurchaseOrder(db, request.user as AuthUser, idParam(request.params, 'poId'), scope, forUpdate);

/** Purchase orders and invoices: their list, record, lines, PDF, changes, cells and generation. */
export function purchaseOrderRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const company = companyFromEnv();
  serve(app, PURCHASE_ORDERS, {
    list: scoped(async (request, reply: FastifyReply, scope) => {
      const q = listQuery(purchaseOrdersSource.def, request);
      // product-manager and logistic buy stock; the invoices are finance's
      if (!seesInvoices(request.user as AuthUser)) {
        const asked = q.filters.type;
        const wantsInvoices =
          (asked?.op === 'eq' && asked.value === 'invoice') ||
          (asked?.op === 'in' && !asked.values.includes('purchase_order')) ||
          (asked?.op === 'ne' && asked.values.includes('purchase_order'));
        if (wantsInvoices) return sendList(reply, purchaseOrdersSource.def, q, { rows: [], total: 0 });
        q.filters.type = { op: 'eq', value: 'purchase_order' };
      }
      return sendList(
        reply,
        purchaseOrdersSource.def,
        q,
        await runList(await readDb(request), purchaseOrdersSource, q, scope.communities),
      );
    }),
    // the record check lets the history of a purchase order or invoice be read exactly by its readers
    one: Object.assign(
      scoped(async (request, _reply, scope) => purchaseOrderRecord(db, await readRow(db, request, scope))),
      {
        [RECORD_CHECK]: ((request, id) =>
          readPurchaseOrder(db, request.user as AuthUser, id, scopeOf(request))) satisfies RecordCheck,
      },
    ),
    lines: scoped(async (request, _reply, scope) => {
      const { sort } = queryOf(request.query, PURCHASE_ORDERS.ops.lines.query);
      const order = lineSort(sort);
      const row = await readRow(db, request, scope);
      return purchaseOrderLines(db, row.id, order);
    }),
    pdf: scoped(async (request, reply, scope) => {
      const lang = docLang(queryOf(request.query, PURCHASE_ORDERS.ops.pdf.query).lang);
      const row = await readRow(db, request, scope);
      if (row.type !== 'purchase_order') throw notFound();
      const po = await purchaseOrderRecord(db, row);
      const bytes = await renderDocument({ kind: 'purchaseOrder', po, company, lang });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${po.poId}-${lang}.pdf"`)
        .send(bytes);
    }),
    create: scoped(async (request, reply, scope) => {
      const caller = request.user as AuthUser;
      const body = bodyOf(request, PurchaseOrderBody);
      const key = idempotencyKey(request.headers['idempotency-key'], caller.id, body);
      const create = (remember: RememberKey | undefined) =>
        db.transaction().execute(async (trx) => {
          await remember?.claim(trx);
          await checkPurchaseOrder(trx, body, scope);
          const poId = await nextNumber(trx, 'purchase_order');
          const row = await camel(trx)
            .insertInto('purchaseOrders')
            .values({ poId, type: 'purchase_order', createdBy: caller.id, ...poColumns(body) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeLines(trx, row.id, poId, body, caller);
          const created = (await findPurchaseOrder(trx, row.id))!;
          await audit(trx, {
            actorId: caller.id,
            entity: PURCHASE_ORDERS.entity,
            entityId: row.id,
            action: 'create',
            before: null,
            after: { poId, ...poSnapshot(created), lines: body.purchaseOrderItems },
            version: created.version,
            audience: poAudience(created),
          });
          await remember?.(trx, row.id);
          return row.id;
        });
      const once = await createOnce(db, PURCHASE_ORDERS.entity, key, create, async (id) => id);
      const row = await readPurchaseOrder(db, caller, once.record, scope);
      return reply.code(once.created ? 201 : 200).send(await purchaseOrderRecord(db, row));
    }),
    // its body is one of several shapes, told by its keys (update.ts): parsed there, so a
    // mistake is named on its own field rather than as matching no shape
    update: ownBody(
      scoped(async (request, _reply, scope) => {
        const change = parseChange(request.body);
        // a missing version is named before a malformed id, as it always was
        changeVersion(change);
        const id = idParam(request.params, 'poId');
        const after = await changePurchaseOrder(db, request.user as AuthUser, scope, id, change);
        return purchaseOrderRecord(db, after);
      }),
    ),
    cells: cellsHandler(db, NO_LIVE, PURCHASE_ORDERS.ops.cells, PO_CELLS_ADAPTER),
    generate: scoped(async (request, reply, scope) => {
      const body = bodyOf(request, InvoiceGenerate);
      const ids = await generateInvoices(db, body, request.user as AuthUser, scope);
      const rows = await Promise.all(
        ids.map(async (id) => purchaseOrderRecord(db, (await findPurchaseOrder(db, id))!)),
      );
      return reply.code(201).send(rows);
    }),
  });
}

export default purchaseOrderRoutes satisfies AreaRoutes;
