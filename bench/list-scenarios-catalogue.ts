import { CUSTOMERS } from '../domain/customers/resource.ts';
import { listSearchParams } from '../domain/list-wire.ts';
import { PRODUCTS } from '../domain/products/resource.ts';
import { PRODUCT_STOCKS } from '../domain/stock/resource.ts';
import { lookupSource } from '../server/customers/lookup.ts';
import { customersSource } from '../server/customers/queries.ts';
import type { createDb } from '../server/db/pool.ts';
import { productsSource } from '../server/products/queries.ts';
import { productStocksSource } from '../server/stock/queries.ts';
import type { ScenarioDef } from './list-scenarios.ts';

/**
 * The catalogue's list calls as their screens make them: the product list and the inventory
 * (first page, newest first, as an admin opens them), a product name search, the customer list
 * searched by name as an admin and as a customer hero (scoped to his communities), and the order
 * entry's customer lookup (five names).
 */
export async function catalogueScenarios(pool: ReturnType<typeof createDb>['pool']): Promise<ScenarioDef[]> {
  const hero = await pool.query<{ communities: string[] }>(
    `SELECT communities FROM users WHERE email = 'customer-hero@demo.comptoir'`,
  );
  const page = { sort: ['createdAt', 'DESC'] as [string, 'DESC'], range: [0, 79] as [number, number] };
  const admin = 'admin@demo.comptoir';
  return [
    {
      key: 'products',
      label: 'Product list (createdAt desc, 0-79)',
      email: admin,
      path: PRODUCTS.ops.list.path,
      source: productsSource,
      scope: null,
      params: listSearchParams({ ...page, filter: {} }),
    },
    {
      key: 'product-search',
      label: 'Product list, English name search ("product 1234")',
      email: admin,
      path: PRODUCTS.ops.list.path,
      source: productsSource,
      scope: null,
      params: listSearchParams({ ...page, filter: { name: 'product 1234' } }),
    },
    {
      key: 'inventory',
      label: 'Inventory list with stock figures (createdAt desc, 0-79)',
      email: admin,
      path: PRODUCT_STOCKS.ops.list.path,
      source: productStocksSource,
      scope: null,
      params: listSearchParams({ ...page, filter: {} }),
    },
    {
      key: 'customer-search',
      label: 'Customer list, name search ("martin"), admin',
      email: admin,
      path: CUSTOMERS.ops.list.path,
      source: customersSource(),
      scope: null,
      params: listSearchParams({ ...page, filter: { name: 'martin' } }),
    },
    {
      key: 'customer-search-hero',
      label: 'Customer list, name search ("martin"), customer hero (his communities)',
      email: 'customer-hero@demo.comptoir',
      path: CUSTOMERS.ops.list.path,
      source: customersSource(),
      scope: hero.rows[0]?.communities ?? [],
      params: listSearchParams({ ...page, filter: { name: 'martin' } }),
    },
    {
      key: 'customer-lookup',
      label: 'Order entry customer lookup ("martin", five names), admin',
      email: admin,
      path: CUSTOMERS.ops.lookup.path,
      source: lookupSource,
      scope: null,
      params: listSearchParams({ sort: ['name', 'ASC'], range: [0, 4], filter: { name: 'martin' } }),
    },
  ];
}
