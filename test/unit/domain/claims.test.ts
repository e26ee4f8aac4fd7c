import i18next from 'i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  advanceClaim,
  applyClaimMove,
  canFailClaim,
  claimMoves,
  isClaimUrgent,
  URGENT_CLAIM_AGE_MS,
} from '../../../domain/claims/rules.ts';
import { ClaimCreate, ClaimUpdate, claimOrderIssues } from '../../../domain/claims/schema.ts';
import { messageWith } from '../../../domain/errors.ts';
import { ROLES } from '../../../domain/roles.ts';
import { issueFields } from '../../../domain/schemas/common.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import { translateMessage } from '../../../src/api/errors.ts';
import { u } from './fixtures.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : issueFields(r.issues);
};

describe('claims: steps and states', () => {
  it.each([
    [{ status: 'new', step: 1 }, ['next', 'fail', 'standby']],
    [{ status: 'ongoing', step: 2 }, ['next', 'fail', 'standby']],
    [{ status: 'ongoing', step: 3 }, ['solve', 'standby']], // no fail option at step 3
    [{ status: 'standby', step: 2 }, ['next', 'fail', 'resume']],
    [{ status: 'solved', step: 3 }, []],
    [{ status: 'failed', step: 1 }, []],
  ] as const)('%j offers %j', (claim, moves) => {
    expect(claimMoves(claim, 'customer-hero')).toEqual(moves);
    expect(canFailClaim(claim)).toBe((moves as readonly string[]).includes('fail'));
  });

  it.each([
    [
      { status: 'new', step: 1 },
      { ok: true, to: 'ongoing', patch: { step: 2 } },
    ],
    [
      { status: 'ongoing', step: 2 },
      { ok: true, to: 'ongoing', patch: { step: 3 } },
    ],
    [
      { status: 'ongoing', step: 3 },
      { ok: true, to: 'solved', patch: { step: 3 } },
    ],
  ] as const)('POST next on %j', (claim, result) => {
    expect(advanceClaim(claim, 'admin')).toEqual(result);
  });

  it('fail is refused at step 3, designer handles no claim, and final claims move no more', () => {
    expect(applyClaimMove({ status: 'ongoing', step: 3 }, 'fail', 'admin')).toMatchObject({
      ok: false,
      error: 'conflict',
    });
    expect(applyClaimMove({ status: 'new', step: 1 }, 'fail', 'designer')).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    for (const role of ROLES) expect(advanceClaim({ status: 'solved', step: 3 }, role).ok).toBe(false);
  });

  const now = new Date('2025-03-10T00:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    ['new', URGENT_CLAIM_AGE_MS + 1, true],
    ['new', URGENT_CLAIM_AGE_MS, false], // exactly 7 days is not older than 7 days
    ['standby', 30 * 86_400_000, true],
    ['solved', 30 * 86_400_000, false],
    ['failed', 30 * 86_400_000, false],
  ] as const)('a %s claim aged %d ms is urgent: %s', (status, age, urgent) => {
    expect(isClaimUrgent({ status, createdAt: ago(age) }, now)).toBe(urgent);
  });
});

describe('claim validation', () => {
  const claim = {
    order: u(1),
    resp: 'supplier',
    issue: 'defrost',
    action: 'resend',
    actionETA: '2025-03-12',
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['CREATE_REFUND_SELECT_A_VALID_ORDER', { order: undefined }, { order: 'claim.errors.selectValidOrder' }],
    ['resp required', { resp: undefined }, { resp: 'validation.required' }],
    ['issue required', { issue: undefined }, { issue: 'validation.required' }],
    ['action required', { action: undefined }, { action: 'validation.required' }],
    ['actionETA required', { actionETA: undefined }, { actionETA: 'validation.required' }],
    [
      'refund needs amount and payment method',
      { action: 'refund' },
      { refundAmount: 'validation.required', paymentMethod: 'validation.required' },
    ],
    ['the dictionary spelling product_damaged', { issue: 'product_damaged' }, {}],
  ])('%s', (_n, over, expected) => {
    expect(fields(ClaimCreate, { ...claim, ...over })).toEqual(expected);
  });

  it('edit only requires an order', () => {
    expect(fields(ClaimUpdate, { comment: 'called back' })).toEqual({
      order: 'claim.errors.selectValidOrder',
    });
    expect(fields(ClaimUpdate, { order: u(1), comment: 'called back' })).toEqual({});
  });

  it.each([
    ['no order', { action: 'resend' }, null, { order: 'claim.errors.selectValidOrder' }],
    [
      "refund on a pending order: 'The order you selected is {status}.'",
      { action: 'refund' },
      { paymentStatus: 'pending', actualAmount: 5000 },
      { order: messageWith('claim.errors.refundNotPaid', { status: 'live.paymentStatuses.pending' }) },
    ],
    [
      'CREATE_REFUND_NO_MORE_THAN_ACTUAL_AMOUNT',
      { action: 'refund', refundAmount: 5001 },
      { paymentStatus: 'paid', actualAmount: 5000 },
      { refundAmount: 'claim.errors.noMoreThanActualAmount' },
    ],
    [
      'the whole amount is fine',
      { action: 'refund', refundAmount: 5000 },
      { paymentStatus: 'paid', actualAmount: 5000 },
      {},
    ],
  ])('%s', (_n, c, order, expected) => {
    expect(claimOrderIssues(c, order)).toEqual(expected);
  });
});

describe('the refund-not-paid message names the order’s payment status, translated', () => {
  it.each([
    ['en', 'pending', 'You cannot apply a refund to this order. The order you selected is Pending.'],
    ['en', 'rfd', 'You cannot apply a refund to this order. The order you selected is Refunded.'],
    ['zh', 'ccl', `无法对此订单申请退款。您选择的订单状态为${zh.live.paymentStatuses.ccl}。`],
  ] as const)('%s, %s order', async (lng, paymentStatus, text) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: { en: { translation: en }, zh: { translation: zh } },
      interpolation: { escapeValue: false },
    });
    const issue = claimOrderIssues({ action: 'refund' }, { paymentStatus, actualAmount: 100 }).order!;
    const shown = translateMessage(
      issue,
      (k, o) => i18n.t(k, { ...o }),
      (k) => i18n.exists(k),
    );
    expect(shown).toBe(text);
    expect(shown).not.toContain('{');
  });
});
