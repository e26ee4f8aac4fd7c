import type { FastifyRequest } from 'fastify';
import { PRODUCT_STOCKS, STOCK_MOVEMENTS } from '../../domain/stock/resource.ts';
import { StockAdjustment, StockMovementCreate } from '../../domain/stock/schema.ts';
import type { MergeAnswer } from '../../domain/stock/views.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { cellsHandler } from '../cells/handler.ts';
import { NO_LIVE } from '../cells/record.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import { badRequest, idParam, notFound, queryOf } from '../errors.ts';
import { createOnceRoute } from '../http/create-once.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { listHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { STOCK_CELLS_ADAPTER } from './cells.ts';
import { movementsSource } from './movements.ts';
import { findProductStock, inventoryStats, productStocksSource } from './queries.ts';
import { movementIssues, rawMove } from './rules.ts';
import { manualMove, movementAnswer, writeMoves } from './write.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?product=` as the spec sends it, beside the list protocol's parameters. */
function productParam(request: FastifyRequest, required: boolean): string | undefined {
  const product = (request.query as Record<string, unknown> | undefined)?.product;
  if (product === undefined) {
    if (required) throw badRequest({ product: 'validation.required' });
    return undefined;
  }
  if (typeof product !== 'string' || !UUID.test(product)) throw badRequest({ product: 'validation.invalid' });
  return product.toLowerCase();
}

const withoutProduct = (request: FastifyRequest) => {
  const { product: _, ...rest } = (request.query ?? {}) as Record<string, unknown>;
  return Object.assign(Object.create(request) as FastifyRequest, { query: rest });
};

/** Inventory and stock movements. */
export function stockRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, PRODUCT_STOCKS, {
    list: listHandler(productStocksSource),
    one: async (request) => {
      queryOf(request.query, PRODUCT_STOCKS.ops.one.query);
      const stock = await findProductStock(db, productParam(request, true)!);
      if (!stock) throw notFound();
      return stock;
    },
    analytics: async (request) =>
      inventoryStats(await readDb(request), listQuery(productStocksSource.def, request, 'summary')),
    merge: async (request): Promise<MergeAnswer> => {
      const productId = idParam(request.params, 'productId');
      const stock = await findProductStock(db, productId);
      if (!stock) throw notFound();
      if (stock.freeStock === 0) return { id: productId, stock: stock.stock, freeStock: 0 };
      // the free bucket as read: a change since makes the move short or leaves units, never negative
      const n = stock.freeStock;
      const common = {
        productId,
        type: 'merge' as const,
        comment: 'merge',
        createdBy: (request.user as AuthUser).id,
      };
      const answer = await writeMoves(
        db,
        request.user as AuthUser,
        'merge',
        [
          { ...common, bucket: 'free', status: 'out', movementStock: -n },
          { ...common, bucket: 'paid', status: 'in', movementStock: n },
        ],
        'freeStock',
      );
      return { id: productId, stock: answer.productStock.stock, freeStock: answer.productStock.freeStock };
    },
    cells: cellsHandler(db, NO_LIVE, PRODUCT_STOCKS.ops.cells, STOCK_CELLS_ADAPTER),
  });
  serve(app, STOCK_MOVEMENTS, {
    list: async (request, reply) => {
      const product = productParam(request, false);
      const source = movementsSource(request.user as AuthUser);
      const q = listQuery(source.def, withoutProduct(request));
      if (product) q.filters = { ...q.filters, product: { op: 'eq', value: product } };
      return sendList(reply, source.def, q, await runList(await readDb(request), source, q, null));
    },
    create: createOnceRoute(
      db,
      'stock_movement',
      StockMovementCreate,
      (caller, body, remember) => {
        const issues = movementIssues(body);
        if (issues) throw badRequest(issues);
        return writeMoves(db, caller, body.type, [rawMove(body, caller.id)], 'movementStock', remember);
      },
      (caller, id) => movementAnswer(db, id, caller),
    ),
    manual: createOnceRoute(
      db,
      'stock_movement',
      StockAdjustment,
      (caller, body, remember) =>
        writeMoves(db, caller, body.type, [manualMove(body, caller.id)], 'quantity', remember),
      (caller, id) => movementAnswer(db, id, caller),
    ),
  });
}

export default stockRoutes satisfies AreaRoutes;
