// Written by `npm run resources:index` (server/resources/write-index.ts) from the files of
// this folder: a new declaration file is picked up by running it, never by editing this list.
import type { ResourceDef } from '../resource.ts';
import { CLAIMS } from './claims.ts';
import { CUSTOMERS } from './customers.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from './delivery.ts';
import { FILES, PROFILE } from './files.ts';
import { FINANCE_ANALYTICS, OFFER_SERVICES } from './finance.ts';
import { HISTORY } from './history.ts';
import { LOTTERY_DRAWS } from './lottery.ts';
import { OFFER_DOCUMENTS } from './offer-documents.ts';
import { OFFERS } from './offers.ts';
import { ORDERS } from './orders.ts';
import { PRODUCTS } from './products.ts';
import { PURCHASE_ORDERS } from './purchase-orders.ts';
import { RECIPE_PRODUCTS, RECIPE_TAGS, RECIPES } from './recipes.ts';
import { REFUNDS } from './refunds.ts';
import { PRODUCT_STOCKS, STOCK_MOVEMENTS } from './stock.ts';
import { SUPPLIERS } from './suppliers.ts';
import { API_REFERENCE, AUTH, SYSTEM } from './system.ts';
import { USERS } from './users.ts';
import { VIEWS } from './views.ts';
import { VOUCHERS } from './vouchers.ts';

/** Every declaration, with its literal type. */
export const DECLARED = [
  CLAIMS,
  CUSTOMERS,
  DELIVERY_TEMPLATES,
  DELIVERY_AREAS,
  FILES,
  PROFILE,
  OFFER_SERVICES,
  FINANCE_ANALYTICS,
  HISTORY,
  LOTTERY_DRAWS,
  OFFER_DOCUMENTS,
  OFFERS,
  ORDERS,
  PRODUCTS,
  PURCHASE_ORDERS,
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
  VIEWS,
  VOUCHERS,
] as const;

/** Every declaration: the permission table, the server's routes and the start-up checks walk this list. */
export const RESOURCES: readonly ResourceDef[] = DECLARED;
