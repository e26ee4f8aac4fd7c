import type { Claim } from '../../../domain/claims/schema.ts';
import { caseValues, EMPTY_CASE, type ServiceCaseValues } from '../service/case-values.ts';

/** The claim form's values: the case's, and the action that decides whether a refund is asked. */
export interface ClaimValues extends ServiceCaseValues {
  action?: string;
}

export const EMPTY_CLAIM: ClaimValues = { ...EMPTY_CASE };

export function fromClaim(c: Claim | null | undefined): ClaimValues {
  if (!c) return EMPTY_CLAIM;
  return {
    ...caseValues(c),
    action: c.action,
    refundAmount: c.refundAmount,
    paymentMethod: c.paymentMethod ?? undefined,
  };
}

/** The body: unchosen values left out; the refund's amount and method only for action refund. */
export function toClaimBody(v: ClaimValues) {
  const body: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (val === undefined) continue;
    if ((k === 'refundAmount' || k === 'paymentMethod') && v.action !== 'refund') continue;
    if (val === null) continue;
    body[k] = val;
  }
  return body;
}
