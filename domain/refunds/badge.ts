import type { Operation } from '../resource.ts';
import { REFUND_ROLES } from '../role-groups.ts';
import type { Role } from '../roles.ts';
import { RefundBadge } from './answers.ts';
import type { RefundStatus } from './schema.ts';

/**
 * The refund badge of the side menu: its call and its rule. They sit apart from the
 * refunds declaration and machine because the shell draws the badge at sign-in, and those pull
 * in the refund schemas and list spec; REFUNDS declares this call as its `badge` operation.
 */
export const REFUNDS_KEY = 'refunds';

export const REFUND_BADGE_OP = {
  method: 'GET',
  path: '/api/refunds/badge',
  access: REFUND_ROLES,
  scoped: true,
  summary: "the menu badge's count for the caller",
  response: RefundBadge,
} as const satisfies Operation;

/**
 * What the menu badge counts for a role: admin and super-admin new and validated
 * refunds; finance validated ones in its communities; community-manager and customer-hero refunded
 * and refused ones in their communities that they have not read. Other roles have no badge (null).
 * The server counts with this rule in SQL; refundBadgeCount (domain/refunds/rules.ts) states it
 * over rows.
 */
export function refundBadgeRule(role: Role): { statuses: RefundStatus[]; unreadOnly: boolean } | null {
  if (role === 'admin' || role === 'super-admin')
    return { statuses: ['new', 'validated'], unreadOnly: false };
  if (role === 'finance') return { statuses: ['validated'], unreadOnly: false };
  if (role === 'community-manager' || role === 'customer-hero')
    return { statuses: ['refunded', 'refused'], unreadOnly: true };
  return null;
}
