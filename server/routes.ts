import { authRoutes } from './auth/routes.ts';
import { claimRoutes } from './claims/routes.ts';
import type { AreaRoutes } from './context.ts';
import { deliveryAreaRoutes } from './delivery/areas-routes.ts';
import { deliveryTemplateRoutes } from './delivery/templates-routes.ts';
import { avatarRoutes } from './files/avatar.ts';
import { fileRoutes } from './files/routes.ts';
import { financeRoutes } from './finance/routes.ts';
import { historyRoutes } from './history/routes.ts';
import { livePageRoutes } from './live/area.ts';
import { offerDocumentRoutes } from './offer-documents/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { productRoutes } from './products/routes.ts';
import { recipeRoutes } from './recipes/routes.ts';
import { refundRoutes } from './refunds/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { supplierRoutes } from './suppliers/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { userRoutes } from './users/routes.ts';
import { viewRoutes } from './views/routes.ts';
import { voucherRoutes } from './vouchers/routes.ts';

/**
 * Every area's routes, registered in this order. A new area declares its operations in
 * domain/resources/<area>.ts and serves them (server/resources/serve.ts) from a function listed
 * here; the server refuses to start with a route that is not declared or a declaration not served.
 */
export const AREAS: AreaRoutes[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  supplierRoutes,
  deliveryTemplateRoutes,
  deliveryAreaRoutes,
  livePageRoutes,
  historyRoutes,
  viewRoutes,
  fileRoutes,
  avatarRoutes,
  recipeRoutes,
  voucherRoutes,
  refundRoutes,
  claimRoutes,
  openApiRoutes,
  stockRoutes,
  productRoutes,
  offerDocumentRoutes,
  financeRoutes,
];
