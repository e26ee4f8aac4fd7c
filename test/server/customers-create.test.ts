import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let area: string;
beforeAll(async () => {
  t = await testApp();
  area = (await sql<{ id: string }>`SELECT id FROM delivery_areas LIMIT 1`.execute(t.db)).rows[0]!.id;
});
afterAll(() => t.close());

const walkIn = () => ({
  name: 'Walk-in Zhou',
  addresses: [
    {
      type: 'home',
      city: 'Shanghai',
      area,
      detailedAddress: 'Wukang Rd 12',
      phone: '13800000000',
      contact: 'Zhou',
    },
  ],
  contacts: [{ name: 'Walk-in Zhou', phone: '13800000000' }],
  wechatGroups: [
    { community: COMMUNITY_IDS.kitchen, groupNumber: 4 },
    { community: COMMUNITY_IDS.garden, groupNumber: null },
  ],
  flagged: true,
});

describe('POST /api/customers (create customer from a walk-in order)', () => {
  it('creates an unflagged customer, keeps only groups with a number, audits it, finds it in the lookup', async () => {
    const r = await t.call('POST', '/api/customers', { as: 'customer-hero', body: walkIn() });
    expect(r.statusCode).toBe(201);
    const c = r.json();
    expect(c).toMatchObject({ name: 'Walk-in Zhou', flagged: false });
    expect(c.wechatGroups).toEqual([{ community: COMMUNITY_IDS.kitchen, groupNumber: 4 }]);
    const audit = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM audit_log WHERE entity = 'customer' AND entity_id = ${c.id}`.execute(
      t.db,
    );
    expect(audit.rows[0]!.n).toBe(1);
    const found = await t.call(
      'GET',
      `/api/customers/areas?filter=${encodeURIComponent('{"name":"walk-in zhou"}')}`,
      {
        as: 'customer-hero',
      },
    );
    expect(found.json().map((x: { id: string }) => x.id)).toEqual([c.id]);
  });

  it('refuses a body without a name (400 naming the field) and a role without order entry', async () => {
    const bad = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: { ...walkIn(), name: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('name');
    expect((await t.call('POST', '/api/customers', { as: 'designer', body: walkIn() })).statusCode).toBe(403);
  });
});

describe('POST /api/customers keeps to the caller communities', () => {
  it('refuses a group of a community the caller does not have (400 naming it); an admin may', async () => {
    const body = {
      name: 'Farm Only Fu',
      wechatGroups: [
        { community: COMMUNITY_IDS.kitchen, groupNumber: 1 },
        { community: COMMUNITY_IDS.farm, groupNumber: 2 },
      ],
    };
    const r = await t.call('POST', '/api/customers', { as: 'community-manager', body });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'wechatGroups.1.community': 'validation.outOfScope' });
    expect((await t.call('POST', '/api/customers', { as: 'admin', body })).statusCode).toBe(201);
  });

  it('stores a community id written in capitals as the community, so its members reach the customer', async () => {
    const r = await t.call('POST', '/api/customers', {
      as: 'community-manager',
      body: {
        name: 'Capital Cao',
        wechatGroups: [{ community: COMMUNITY_IDS.kitchen.toUpperCase(), groupNumber: 5 }],
      },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().wechatGroups).toEqual([{ community: COMMUNITY_IDS.kitchen, groupNumber: 5 }]);
    const read = await t.call('GET', `/api/customers/${r.json().id}/details`, { as: 'community-manager' });
    expect(read.statusCode).toBe(200);
  });
});
