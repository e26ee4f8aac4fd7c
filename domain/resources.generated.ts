// Written by `npm run resources:index` (server/resources/write-index.ts) from the entity
// folders' resource.ts: a new declaration file is picked up by running it, never by editing this list.
import type { ResourceDef } from './resource.ts';
import { CLAIMS } from './claims/resource.ts';
import { CUSTOMERS } from './customers/resource.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from './delivery/resource.ts';
import { FILES, PROFILE } from './files/resource.ts';
import { FINANCE_ANALYTICS, OFFER_SERVICES } from './finance/resource.ts';
import { HISTORY } from './history/resource.ts';
import { LOTTERY_DRAWS } from './lottery/resource.ts';
import { OFFER_DOCUMENTS } from './offer-documents/resource.ts';
import { OFFERS } from './offers/resource.ts';
import { ORDERS } from './orders/resource.ts';
import { PRODUCTS } from './products/resource.ts';
import { PURCHASE_ORDERS } from './purchase-orders/resource.ts';
import { QUICK_REPLIES } from './quick-replies/resource.ts';
import { RECIPE_PRODUCTS, RECIPE_TAGS, RECIPES } from './recipes/resource.ts';
import { REFUNDS } from './refunds/resource.ts';
import { PRODUCT_STOCKS, STOCK_MOVEMENTS } from './stock/resource.ts';
import { SUPPLIERS } from './suppliers/resource.ts';
import { API_REFERENCE, AUTH, SYSTEM } from './system/resource.ts';
import { USERS } from './users/resource.ts';
import { VIEWS } from './views/resource.ts';
import { VOUCHERS } from './vouchers/resource.ts';

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
  QUICK_REPLIES,
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
