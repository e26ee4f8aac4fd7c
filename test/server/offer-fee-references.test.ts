import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferDetails } from '../../domain/live-views.ts';
import { offerInputOf } from '../../domain/offers/form-values.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * An offer's delivery fees name delivery areas and may name a fee template: each must be one
 * that exists, and a template newly chosen one still in use (the list and the picker leave the
 * discontinued ones out). Else an offer passes "at least one fee area" with rules for no place.
 */
let t: TestApp;
let source: string;
let template: { id: string; version: number };
beforeAll(async () => {
  t = await testApp();
  source = (
    await t.db
      .selectFrom('offers')
      .select('id')
      .where('starting_date', '>', new Date())
      .orderBy('offer_id')
      .executeTakeFirstOrThrow()
  ).id;
  const tpl = await t.db
    .selectFrom('delivery_templates')
    .select(['id', 'version'])
    .where('status', '=', 'available')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  template = { id: tpl.id, version: tpl.version };
});
afterAll(() => t.close());

const DAY = 86_400_000;
const UNKNOWN = '22222222-2222-4222-8222-222222222222';

/** A new offer's body: the draft of a coming demo offer, starting in two days. */
async function draft(): Promise<Record<string, unknown> & { fees: { area: string }[] }> {
  const r = await t.call('GET', `/api/offers/${source}/duplicate`, { as: 'admin' });
  expect(r.statusCode).toBe(200);
  const start = Math.ceil(Date.now() / DAY) * DAY + 2 * DAY;
  return {
    ...r.json(),
    internalName: 'Fee references',
    startingDate: new Date(start).toISOString(),
    endingDate: new Date(start + DAY).toISOString(),
    deliveryDates: [new Date(start + 2 * DAY).toISOString().slice(0, 10)],
  };
}

describe('an offer names only fee areas and templates that exist', () => {
  it('refuses a fee area that is no delivery area (400 naming it), and the same area twice', async () => {
    const body = await draft();
    expect(body.fees.length).toBeGreaterThan(0);
    body.fees = [{ ...body.fees[0]!, area: UNKNOWN }, ...body.fees.slice(1)];
    const r = await t.call('POST', '/api/offers', { as: 'admin', body });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'fees.0.area': 'validation.unknownArea' });

    const twice = await draft();
    twice.fees = [twice.fees[0]!, twice.fees[0]!];
    const d = await t.call('POST', '/api/offers', { as: 'admin', body: twice });
    expect(d.statusCode).toBe(400);
    expect(d.json().fields).toEqual({ 'fees.1.area': 'offer.errors.duplicateFeeArea' });
  });

  it('refuses a fee template that does not exist, which would stand for the fee areas', async () => {
    const body = { ...(await draft()), fees: [], feeTemplate: UNKNOWN };
    const r = await t.call('POST', '/api/offers', { as: 'admin', body });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ feeTemplate: 'validation.invalid' });
  });

  it('refuses a discontinued template as a new choice; an offer that holds it still saves', async () => {
    const ok = await t.call('POST', '/api/offers', {
      as: 'admin',
      body: { ...(await draft()), fees: [], feeTemplate: template.id },
    });
    expect(ok.statusCode).toBe(201);
    const off = await t.call('PUT', `/api/delivery-templates/${template.id}`, {
      as: 'admin',
      body: { status: 'discontinued', version: template.version },
    });
    expect(off.statusCode).toBe(200);

    const r = await t.call('POST', '/api/offers', {
      as: 'admin',
      body: { ...(await draft()), fees: [], feeTemplate: template.id },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ feeTemplate: 'offer.errors.templateDiscontinued' });

    const held = ok.json() as OfferDetails;
    const again = await t.call('PUT', `/api/offers/${held.id}`, {
      as: 'admin',
      body: { ...offerInputOf(held), internalName: 'Fee references, renamed' },
    });
    expect(again.json().fields).toBeUndefined();
    expect(again.statusCode).toBe(200);
  });
});
