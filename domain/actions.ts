import {
  ANALYTICS_ROLES,
  DAILY_ORDER_EDITORS,
  DELIVERY_ROLES,
  LIVE_ROLES,
  LOTTERY_ROLES,
  OFFER_EDITORS,
  ORDER_ROLES,
  PRODUCT_ANALYTICS,
  PRODUCT_EDITORS,
  PURCHASE_ROLES,
  QUICK_REPLY_WRITERS,
  RECIPE_ROLES,
  REFUND_ROLES,
  SERVICE_ROLES,
  STOCK_ROLES,
  SUPPLIER_EDITORS,
  TEAM_EDITORS,
} from './role-groups.ts';
import type { Role } from './roles.ts';
import { ROLES } from './roles.ts';

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
  // creating and editing a sale changes prices and payment: the sellers and finance. Logistic
  // opens the live page to ship (order.tracking) but does not sell (docs/permissions.md).
  'order.edit': [...LIVE_ROLES.filter((r) => r !== 'logistic'), 'finance'],
  'order.changeLocked': ['super-admin', 'admin'],
  'order.markPaidFromOther': ['super-admin', 'admin'],
  'order.refundOption': REFUND_ROLES,
  // the status menu of a paid order (cancel, refund option) is the refund-option roles';
  // the other sellers see a read-only badge and the server refuses their move
  'order.changePaid': REFUND_ROLES,
  'order.tracking': [...LIVE_ROLES],
  'user.list': ROLES,
  'user.create': TEAM_EDITORS,
  'user.edit': TEAM_EDITORS,
  'user.deactivate': ['super-admin', 'admin'],
  // a product-manager runs the team but must not raise anyone (or himself, through a colleague) to admin
  'user.manageAdmins': ['super-admin', 'admin'],
  // setting another member's password lets one sign in as him: the admins only (his own, anyone)
  'user.setPassword': ['super-admin', 'admin'],
  // a product-manager grants only communities he has himself; the admins have them all
  'user.grantAnyCommunity': ['super-admin', 'admin'],
  'delivery.read': DELIVERY_ROLES,
  'delivery.write': DELIVERY_ROLES,
  'stock.adjust': ['super-admin', 'admin', 'product-manager', 'logistic', 'finance'],
  'stock.read': STOCK_ROLES,
  'product.create': PRODUCT_EDITORS,
  'product.edit': PRODUCT_EDITORS,
  // the analytics button is hidden for logistic; the route itself is open to these roles
  'product.analytics': PRODUCT_ANALYTICS,
  'recipe.create': RECIPE_ROLES,
  'supplier.create': SUPPLIER_EDITORS,
  'claim.create': SERVICE_ROLES,
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
  // who may create a customer may correct one: the sellers (docs/customers.md)
  'customer.write': DAILY_ORDER_EDITORS,
  // the list's create button and the form's save (docs/permissions.md)
  'quickReply.write': QUICK_REPLY_WRITERS,
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof ACTIONS;

export function can(role: Role | undefined, action: Action): boolean {
  return role !== undefined && (ACTIONS[action] as readonly Role[]).includes(role);
}
