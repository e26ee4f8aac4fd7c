import type { Role } from './roles.ts';
import { ROLES } from './roles.ts';
import {
  ANALYTICS_ROLES,
  DELIVERY_ROLES,
  LIVE_ROLES,
  LOTTERY_ROLES,
  OFFER_EDITORS,
  ORDER_ROLES,
  PRODUCT_EDITORS,
  PURCHASE_ROLES,
  REFUND_ROLES,
  STOCK_ROLES,
  TEAM_EDITORS,
} from './routes.ts';

/**
 * Actions with role rules (buttons, transitions). The server checks them with `can`, the client
 * shows or hides the matching control with the same call.
 */
export const ACTIONS = {
  'offer.create': OFFER_EDITORS,
  'offer.edit': OFFER_EDITORS,
  'offer.analytics': ['super-admin', 'admin', 'product-manager', 'community-manager', 'finance'],
  'offer.live': LIVE_ROLES,
  'offer.lottery': LOTTERY_ROLES,
  'order.edit': [...LIVE_ROLES, 'finance'],
  'order.changeLocked': ['super-admin', 'admin'],
  'order.markPaidFromOther': ['super-admin', 'admin'],
  'order.refundOption': REFUND_ROLES,
  'order.tracking': [...LIVE_ROLES],
  'user.list': ROLES,
  'user.create': TEAM_EDITORS,
  'user.edit': TEAM_EDITORS,
  'user.deactivate': ['super-admin', 'admin'],
  // a product-manager runs the team but must not raise anyone (or himself, through a colleague) to admin
  'user.manageAdmins': ['super-admin', 'admin'],
  'delivery.read': DELIVERY_ROLES,
  'delivery.write': DELIVERY_ROLES,
  'stock.adjust': ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
  'stock.read': STOCK_ROLES,
  'product.create': PRODUCT_EDITORS,
  'product.analytics': ['super-admin', 'admin', 'product-manager', 'community-manager', 'finance'],
  'supplier.create': ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
  'refund.decide': ['super-admin', 'admin'],
  'refund.refund': ['super-admin', 'admin', 'finance'],
  'voucher.create': [
    'super-admin',
    'admin',
    'product-manager',
    'community-manager',
    'customer-hero',
    'finance',
  ],
  'voucher.setStatus': ['super-admin', 'admin'],
  'purchase.markPaid': ['super-admin', 'admin', 'product-manager', 'finance'],
  'purchase.write': PURCHASE_ROLES,
  'analytics.general': ANALYTICS_ROLES,
  'orders.services': ORDER_ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof ACTIONS;

export function can(role: Role | undefined, action: Action): boolean {
  return role !== undefined && (ACTIONS[action] as readonly Role[]).includes(role);
}
