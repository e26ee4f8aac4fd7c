import type { OrderView } from '../../domain/live-views.ts';
import {
  type OrderContext,
  orderContextIssues,
  type ServiceCase,
} from '../../domain/service-cases/schema.ts';
import { badRequest } from '../errors.ts';

/** What a case copies from its order (the case's own columns once saved). */
export const contextOfOrder = (o: OrderView): OrderContext => ({
  customer: o.customer?.id ?? null,
  community: o.community,
  offer: o.offerId,
  supplier: o.supplier?.id ?? null,
});

export const contextOfCase = (c: ServiceCase): OrderContext => ({
  customer: c.customer,
  community: c.community,
  offer: c.offer,
  supplier: c.supplier,
});

/**
 * 400 naming each context field the body sets to another value than `context` (the order's on a
 * create or a move, the case's on an edit): the order decides them, and a value that would be
 * dropped without a word is refused instead.
 */
export function assertOrderContext(
  body: Partial<Record<keyof OrderContext, string | null>>,
  context: OrderContext,
): void {
  const issues = orderContextIssues(body, context);
  if (Object.keys(issues).length) throw badRequest(issues);
}
