import { CLAIM_ACTIONS, CLAIM_ISSUES, CLAIM_RESPS } from '../../../domain/claims/schema.ts';
import { PAYMENT_METHODS } from '../../../domain/schemas/shared.ts';
import { keyIn } from '../../../locales/keys.ts';
import type { Choice } from '../../components/fields/ChoiceFields.tsx';

/** The dictionaries of claims and refunds as select choices. */
// product_damaged is one dictionary's spelling of product_default: offered once
export const ISSUE_CHOICES: Choice[] = CLAIM_ISSUES.filter((i) => i !== 'product_damaged').map((v) => ({
  value: v,
  label: keyIn('service.issues', v),
}));
export const RESP_CHOICES: Choice[] = CLAIM_RESPS.map((v) => ({
  value: v,
  label: keyIn('service.resps', v),
}));
export const ACTION_CHOICES: Choice[] = CLAIM_ACTIONS.map((v) => ({
  value: v,
  label: keyIn('service.actions', v),
}));
export const METHOD_CHOICES: Choice[] = PAYMENT_METHODS.map((v) => ({
  value: v,
  label: keyIn('live.paymentMethods', v),
}));
