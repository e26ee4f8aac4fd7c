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

/** The member a team rule is about, as the rules need him. */
export interface TeamMember {
  id: string;
  role: Role;
  communities: readonly string[];
}

/**
 * Team rules beyond the role table, shared by the form (to disable what would be refused) and the
 * server (which enforces them): the field of a change `caller` may not make, or null when allowed.
 * Nobody changes his own role or communities (he would widen his own rights); a product-manager
 * grants only communities he has himself, and raises to a team editor only a member of his own
 * communities; only the admins set another member's password.
 */
export function teamChangeRefusal(
  caller: TeamMember,
  target: TeamMember | undefined,
  change: { role?: Role; communities?: readonly string[]; password?: boolean },
): { field: 'role' | 'communities' | 'password'; message: string; index?: number } | null {
  const self = target !== undefined && target.id === caller.id;
  if (self && change.role !== undefined && change.role !== target.role)
    return { field: 'role', message: 'errors.cannotChangeOwnAccess' };
  if (self && change.communities !== undefined) {
    const same =
      change.communities.length === new Set(target.communities).size &&
      change.communities.every((c) => target.communities.includes(c));
    if (!same) return { field: 'communities', message: 'errors.cannotChangeOwnAccess' };
  }
  if (change.communities && !can(caller.role, 'user.grantAnyCommunity')) {
    const had = target?.communities ?? [];
    const index = change.communities.findIndex((c) => !had.includes(c) && !caller.communities.includes(c));
    if (index >= 0) return { field: 'communities', message: 'errors.cannotGrantCommunity', index };
  }
  // raising a colleague to a team editor hands him the grant: with a community the caller lacks,
  // he could grant it back to the caller
  const raised = change.role !== undefined && change.role !== target?.role && can(change.role, 'user.edit');
  if (raised && target !== undefined && !can(caller.role, 'user.grantAnyCommunity')) {
    const after = change.communities ?? target.communities;
    if (after.some((c) => !caller.communities.includes(c)))
      return { field: 'role', message: 'errors.cannotGrantCommunity' };
  }
  // one's own password is changed on the profile page, with the current one
  if (change.password && self) return { field: 'password', message: 'errors.ownPasswordInProfile' };
  if (change.password && target !== undefined && !self && !can(caller.role, 'user.setPassword'))
    return { field: 'password', message: 'errors.cannotSetPassword' };
  return null;
}
