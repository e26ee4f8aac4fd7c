import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Role } from '../../domain/roles.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { demoEmail, type TestApp, testApp } from './helpers.ts';
import { expectNoTraceOfHim, HIDDEN, SUPER, SUPER_NAME } from './hidden-fixtures.ts';
import { caseBody, orderIn } from './service-fixtures.ts';
import { adjust, someProducts } from './stock-fixtures.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('a super-admin as the actor of a change', () => {
  let member: string;

  it('is a neutral "system administrator" in a history read by anyone but a super-admin', async () => {
    const made = await t.call('POST', '/api/users', {
      as: 'super-admin',
      body: {
        name: 'Hidden Actor Test',
        email: 'hidden-actor@comptoir.cn',
        role: 'logistic',
        city: 'Shanghai',
        communities: [COMMUNITY_IDS.kitchen],
        password: 'correct horse',
      },
    });
    expect(made.statusCode).toBe(201);
    member = made.json().id;
    const put = await t.call('PUT', `/api/users/${member}`, {
      as: 'admin',
      body: { name: 'Hidden Actor Two', version: await versionNow(t, `/api/users/${member}`) },
    });
    expect(put.statusCode).toBe(200);

    for (const role of ['admin', 'product-manager'] as const satisfies readonly Role[]) {
      const r = await t.call('GET', `/api/history/users/${member}`, { as: role });
      expect(r.statusCode, role).toBe(200);
      const [edit, create] = r.json();
      // a member he may see is named as before
      expect(edit.actor, role).toEqual({ id: demoUserId(demoEmail('admin')), name: expect.any(String) });
      expect(create.actor, role).toEqual(HIDDEN);
      expectNoTraceOfHim(r.body);
    }
    // a fellow super-admin sees who it was
    const own = await t.call('GET', `/api/history/users/${member}`, { as: 'super-admin' });
    expect(own.json()[1].actor).toEqual({ id: SUPER, name: SUPER_NAME });
  });

  it('is the same neutral actor on the stock movements he made', async () => {
    const [product] = await someProducts(t, 1);
    if (!product) throw new Error('a seeded product');
    const made = await t.call('POST', '/api/stock-movements/manual', {
      as: 'super-admin',
      body: adjust(product.id, { quantity: 2, comment: 'Recount by the owner' }),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().createdBy).toEqual({ id: SUPER, name: SUPER_NAME });
    const path = `/api/stock-movements/details?product=${product.id}&range=[0,0]`;
    const r = await t.call('GET', path, { as: 'logistic' });
    expect(r.statusCode).toBe(200);
    expect(r.json()[0]).toMatchObject({ id: made.json().id, createdBy: HIDDEN });
    expectNoTraceOfHim(r.body);
    const own = await t.call('GET', path, { as: 'super-admin' });
    expect(own.json()[0].createdBy).toEqual({ id: SUPER, name: SUPER_NAME });
  });

  it('is no id in the fields a history shows either (the team member of a case he took)', async () => {
    const order = await orderIn(t.db, { community: COMMUNITY_IDS.kitchen });
    const made = await t.call('POST', '/api/claims', {
      as: 'super-admin',
      body: { ...caseBody(order.id), action: 'resend' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().teamMember).toBe(SUPER);
    const r = await t.call('GET', `/api/history/claims/${made.json().id}`, { as: 'admin' });
    expect(r.statusCode).toBe(200);
    const [create] = r.json();
    expect(create).toMatchObject({ actor: HIDDEN, after: { teamMember: HIDDEN } });
    expectNoTraceOfHim(r.body);
    const own = await t.call('GET', `/api/history/claims/${made.json().id}`, { as: 'super-admin' });
    expect(own.json()[0].after.teamMember).toBe(SUPER);
  });
});
