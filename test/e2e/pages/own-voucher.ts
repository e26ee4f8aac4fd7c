import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { Customer } from '../../../domain/customers/schema.ts';
import type { Voucher } from '../../../domain/vouchers/schema.ts';
import type { Api } from './live-typing.ts';

/** POST `data` to `path` as `api`'s member: the record created (201, or the test fails with the answer). */
export async function created<T>(
  request: APIRequestContext,
  api: Api,
  path: string,
  data: unknown,
): Promise<T> {
  const r = await request.post(path, { headers: { Authorization: `Bearer ${api.token}` }, data });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as T;
}

/**
 * A customer of the test's own (`name` and a random suffix) with one pending ¥15 gift voucher in
 * the kitchen: a test that validates or edits it changes no row another test reads.
 */
export async function ownPendingVoucher(
  request: APIRequestContext,
  api: Api,
  name: string,
): Promise<{ customer: Customer; voucher: Voucher }> {
  const customer = await created<Customer>(request, api, '/api/customers', {
    name: `${name} ${randomBytes(4).toString('hex')}`,
  });
  const voucher = await created<Voucher>(request, api, '/api/vouchers', {
    customer: customer.id,
    reason: 'gift',
    amount: 1500,
    expirationDate: '2099-12-31',
    communities: [COMMUNITY_IDS.kitchen],
  });
  expect(voucher.status).toBe('pending');
  return { customer, voucher };
}
