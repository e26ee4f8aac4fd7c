import type { FastifyRequest } from 'fastify';
import { ACTIONS } from '../../domain/actions.ts';
import { PRODUCTS } from '../../domain/products/resource.ts';
import { defaultPriceFor, ProductCreate } from '../../domain/products/schema.ts';
import { PRODUCT_TYPES, type ProductTypeAnswer } from '../../domain/products/types.ts';
import type { SupplierType } from '../../domain/suppliers/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { requireUser } from '../auth/guard.ts';
import { cellsHandler } from '../cells/handler.ts';
import { NO_LIVE } from '../cells/record.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { camel } from '../db/camel.ts';
import { readDb } from '../db/read-handle.ts';
import { badRequest, forbidden, idParam, notFound, queryOf } from '../errors.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { beforeParse } from '../resources/body.ts';
import { createHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { type OpHandler, scoped, serve } from '../resources/serve.ts';
import { analyticsRange, productAnalytics } from './analytics.ts';
import { PRODUCT_CELLS_ADAPTER } from './cells.ts';
import { CHOICE_COLUMNS, type ChoiceRow, productSnapshot, toChoice } from './map.ts';
import { findProduct, productsSource, productsWithStockSource, supplierOf, writeProduct } from './queries.ts';
import { PRODUCT_UPDATE } from './update.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPE_LABELS = { en: en.productTypes, zh: zh.productTypes } as const;

export function productRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const record = { param: 'productId', find: findProduct };
  const write = {
    ...record,
    entity: 'product',
    snapshot: productSnapshot,
  };

  /**
   * Choosing a services supplier sets an empty price to 0: the body's price is filled before the
   * route parses it, or the schema answers 'Field Required' on the price.
   */
  const withServicePrice = (h: OpHandler): OpHandler =>
    beforeParse(h, async (request) => {
      const body = request.body as Record<string, unknown> | null;
      if (body && typeof body === 'object' && body.price == null && typeof body.supplier === 'string') {
        const s = UUID.test(body.supplier) ? await supplierOf(db, body.supplier) : undefined;
        const price = s ? defaultPriceFor(s.type as SupplierType, null) : null;
        if (price !== null) request.body = { ...body, price };
      }
    });

  serve(app, PRODUCTS, {
    all: async (request) => {
      const q = queryOf(request.query, PRODUCTS.ops.all.query);
      if (q.supplier !== undefined && !UUID.test(q.supplier))
        throw badRequest({ supplier: 'errors.invalidFilter' });
      if (q.status !== undefined && !['available', 'discontinued'].includes(q.status))
        throw badRequest({ status: 'errors.invalidFilter' });
      let s = camel(db)
        .selectFrom('products')
        .select(CHOICE_COLUMNS)
        .orderBy((eb) => eb.fn('lower', ['nameEn']))
        .orderBy('id');
      if (q.supplier) s = s.where('supplierId', '=', q.supplier);
      if (q.status) s = s.where('status', '=', q.status as 'available' | 'discontinued');
      return (await s.execute()).map((r: ChoiceRow) => toChoice(r));
    },
    list: async (request, reply) => {
      const { stock, ...rest } = (request.query ?? {}) as Record<string, unknown>;
      if (stock !== undefined && stock !== 'true' && stock !== 'false')
        throw badRequest({ stock: 'errors.invalidParameter' }, 'errors.invalidParameter');
      const withStock = stock === 'true';
      // the warehouse figures are the stock roles' (the inventory's own calls answer 403 to others)
      if (withStock && !ACTIONS['stock.read'].includes(requireUser(request).role)) throw forbidden();
      const asked = Object.assign(Object.create(request) as FastifyRequest, { query: rest });
      let q = listQuery(productsSource.def, asked);
      if (withStock && rest.sort === undefined) q = { ...q, sort: ['name', 'ASC'] };
      const src = withStock ? productsWithStockSource : productsSource;
      return sendList(reply, src.def, q, await runList(await readDb(request), src, q, null));
    },
    types: async (request) => {
      const { lang = 'en' } = queryOf(request.query, PRODUCTS.ops.types.query);
      if (lang !== 'en' && lang !== 'zh') throw badRequest({ lang: 'errors.invalidParameter' });
      const labels: Record<string, string> = TYPE_LABELS[lang];
      const collator = new Intl.Collator(lang === 'zh' ? 'zh-CN' : 'en');
      return PRODUCT_TYPES.map(
        (p): ProductTypeAnswer => ({ name: p.name, category: p.category, label: labels[p.name] ?? p.name }),
      ).sort((a, b) => collator.compare(a.label, b.label));
    },
    one: readHandler(db, record),
    create: withServicePrice(
      createHandler(db, {
        ...write,
        schema: ProductCreate,
        insert: (trx, body, caller) => writeProduct(trx, body, caller.id),
      }),
    ),
    update: withServicePrice(updateHandler(db, PRODUCT_UPDATE)),
    cells: cellsHandler(db, NO_LIVE, PRODUCTS.ops.cells, PRODUCT_CELLS_ADAPTER),
    analytics: scoped(async (request, _reply, scope) => {
      const q = queryOf(request.query, PRODUCTS.ops.analytics.query);
      const range = analyticsRange(q);
      const product = await findProduct(db, idParam(request.params, 'productId'));
      if (!product) throw notFound();
      return productAnalytics(await readDb(request), product, range, scope.communities);
    }),
  });
}

export default productRoutes satisfies AreaRoutes;
