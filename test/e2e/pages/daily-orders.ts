import type { APIRequestContext } from '@playwright/test';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import type { ProductListRow } from '../../../domain/products/list.ts';
import { expect } from '../csp.ts';
import { type Api, apiAs } from './live-typing.ts';
import { demoEmail } from './session.ts';

const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

/** The warehouse stock is read by a stock role: the sellers of daily orders may not see it. */
const stockReader = (request: APIRequestContext) => apiAs(request, demoEmail('logistic'));

/** An available product with stock for ten more, as the daily-order specs sell. */
export async function productInStock(request: APIRequestContext): Promise<ProductListRow> {
  const products = await (await stockReader(request)).get<ProductListRow[]>(
    `/api/products/details?stock=true&filter=${q({ status: 'available' })}&range=[0,200]`,
  );
  return products.find((p) => (p.stock ?? 0) >= 10)!;
}

/**
 * The units of `product` given back to the paid stock by orders since `since`: other specs sell the
 * same product meanwhile, so the stock figure itself would not say what this order gave back.
 */
export async function unitsGivenBack(request: APIRequestContext, product: ProductListRow, since: string) {
  const moves = await (await stockReader(request)).get<
    { type: string; movementStock: number; date: string }[]
  >(`/api/stock-movements/details?filter=${q({ product: product.id, type: 'customer_order' })}&range=[0,99]`);
  return moves.filter((m) => m.date >= since && m.movementStock > 0).map((m) => m.movementStock);
}

/**
 * Daily orders of the kitchen for a walk-in customer of that name, made through the API:
 * one line of `product`, delivered in 2099 to a home address.
 */
export async function dailyOrderMaker(request: APIRequestContext, api: Api, product: ProductListRow) {
  const [area] = await api.get<{ id: string }[]>('/api/delivery-areas');
  return async (
    customerName: string,
    o: { quantity: number; price: number; deliveryFee?: number; orderDate?: string },
  ): Promise<OrderView> => {
    const r = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${api.token}` },
      data: {
        type: 'daily',
        channel: 'daily',
        customer: null,
        customerDaily: { customerName },
        customerAddress: {
          type: 'home',
          city: 'Shanghai',
          area: area!.id,
          detailedAddress: '1 Huaihai Road',
          phone: '13900000000',
        },
        community: COMMUNITY_IDS.kitchen,
        supplier: product.supplier.id,
        deliveryFee: o.deliveryFee ?? 0,
        deliveryDate: '2099-02-01',
        ...(o.orderDate ? { orderDate: o.orderDate } : {}),
        lines: [{ product: product.id, weightType: 'piece', quantity: o.quantity, price: o.price }],
      },
    });
    expect(r.status(), await r.text()).toBe(201);
    return (await r.json()) as OrderView;
  };
}
