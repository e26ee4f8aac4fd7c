// Written by `npm run resources:index` (server/resources/write-index.ts) from the files of
// this folder: a new declaration file is picked up by running it, never by editing this list.
import type { ResourceDef } from '../resource.ts';
import { CLAIMS } from './claims.ts';
import { CUSTOMERS } from './customers.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from './delivery.ts';
import { FINANCE_ANALYTICS, OFFER_SERVICES, PURCHASE_ORDERS } from './finance.ts';
import { LOTTERY_DRAWS } from './lottery.ts';
import { OFFERS } from './offers.ts';
import { ORDERS } from './orders.ts';
import { PRODUCTS } from './products.ts';
import { RECIPE_PRODUCTS, RECIPE_TAGS, RECIPES } from './recipes.ts';
import { REFUNDS } from './refunds.ts';
import { PRODUCT_STOCKS, STOCK_MOVEMENTS } from './stock.ts';
import { SUPPLIERS } from './suppliers.ts';
import { API_REFERENCE, AUTH, SYSTEM } from './system.ts';
import { USERS } from './users.ts';
import { VOUCHERS } from './vouchers.ts';

/**
 * The declarations of the files that declare screens: the route table reads these only, so the
 * console's first load carries no declaration without a screen.
 */
export const WITH_SCREENS: readonly ResourceDef[] = [
  CLAIMS,
  CUSTOMERS,
  DELIVERY_TEMPLATES,
  DELIVERY_AREAS,
  PURCHASE_ORDERS,
  OFFER_SERVICES,
  FINANCE_ANALYTICS,
  LOTTERY_DRAWS,
  OFFERS,
  ORDERS,
  PRODUCTS,
  RECIPES,
  RECIPE_TAGS,
  RECIPE_PRODUCTS,
  REFUNDS,
  PRODUCT_STOCKS,
  STOCK_MOVEMENTS,
  SUPPLIERS,
  SYSTEM,
  AUTH,
  API_REFERENCE,
  USERS,
  VOUCHERS,
];
