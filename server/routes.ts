import { authRoutes } from './auth/routes.ts';
import type { AreaRoutes } from './context.ts';
import { deliveryAreaRoutes } from './delivery/areas-routes.ts';
import { deliveryTemplateRoutes } from './delivery/templates-routes.ts';
import { livePageRoutes } from './live/area.ts';
import { orderExportRoute } from './orders/export.ts';
import { systemRoutes } from './system/routes.ts';
import { userRoutes } from './users/routes.ts';

/**
 * Every area's routes, registered in this order. A new area adds its function here and its
 * permission rules in domain/api-rules/<area>.ts; the server refuses to start without them.
 */
export const AREAS: AreaRoutes[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  deliveryTemplateRoutes,
  deliveryAreaRoutes,
  livePageRoutes,
  orderExportRoute,
];
