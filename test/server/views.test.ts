import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_VIEWS } from '../../domain/views/schema.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const view = (over: Record<string, unknown> = {}) => ({
  list: 'users',
  name: 'Kitchen logistics',
  state: {
    filter: { role: 'logistic', name: 'li' },
    tab: 'all',
    sort: ['name', 'ASC'],
    columns: [
      { id: 'name', width: 200 },
      { id: 'email', hide: true },
    ],
  },
  ...over,
});

describe('saved views', () => {
  it("are each member's own: create, list by list, update with version, delete", async () => {
    const c = await t.call('POST', '/api/views', { as: 'logistic', body: view({ isDefault: true }) });
    expect(c.statusCode).toBe(201);
    const v = c.json();
    expect(v).toMatchObject({ list: 'users', name: 'Kitchen logistics', isDefault: true, version: 1 });
    const mine = await t.call('GET', '/api/views?filter={"list":"users"}', { as: 'logistic' });
    expect(mine.json().map((x: { id: string }) => x.id)).toEqual([v.id]);
    const theirs = await t.call('GET', '/api/views?filter={"list":"users"}', { as: 'designer' });
    expect(theirs.json()).toEqual([]);
    // another member can neither change nor delete it: it does not exist for him
    expect(
      (await t.call('PUT', `/api/views/${v.id}`, { as: 'admin', body: view({ version: v.version }) }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/views/${v.id}`, { as: 'admin' })).statusCode).toBe(404);
    const u = await t.call('PUT', `/api/views/${v.id}`, {
      as: 'logistic',
      body: view({ name: 'Renamed', isDefault: true, version: 1 }),
    });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await t.call('PUT', `/api/views/${v.id}`, { as: 'logistic', body: view({ version: 1 }) });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/views/${v.id}`, { as: 'logistic' })).statusCode).toBe(204);
  });

  it('answer a saved view as its schema has it: the owner is no field of the answer', async () => {
    const key = { 'idempotency-key': 'views-answer-shape' };
    const body = view({ name: 'Shape' });
    const c = await t.call('POST', '/api/views', { as: 'logistic', body, headers: key });
    expect(c.statusCode).toBe(201);
    const fields = ['createdAt', 'id', 'isDefault', 'list', 'name', 'state', 'updatedAt', 'version'];
    expect(Object.keys(c.json()).sort()).toEqual(fields);
    // the same key again answers the first one's record, the same way
    const again = await t.call('POST', '/api/views', { as: 'logistic', body, headers: key });
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json()).sort()).toEqual(fields);
    const u = await t.call('PUT', `/api/views/${c.json().id}`, {
      as: 'logistic',
      body: view({ name: 'Shape 2', version: 1 }),
    });
    expect(u.statusCode).toBe(200);
    expect(Object.keys(u.json()).sort()).toEqual(fields);
  });

  it('keeps one default per list: choosing another unsets the first', async () => {
    const a = (
      await t.call('POST', '/api/views', { as: 'finance', body: view({ name: 'A', isDefault: true }) })
    ).json();
    const b = (
      await t.call('POST', '/api/views', { as: 'finance', body: view({ name: 'B', isDefault: true }) })
    ).json();
    const all = (await t.call('GET', '/api/views?filter={"list":"users"}', { as: 'finance' })).json();
    expect(all.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
  });

  it('refuses a taken name (409) and bad input (400 naming the field)', async () => {
    await t.call('POST', '/api/views', { as: 'admin', body: view({ name: 'Mine' }) });
    const dup = await t.call('POST', '/api/views', { as: 'admin', body: view({ name: 'MINE' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ name: 'validation.nameTaken' });
    const bad = await t.call('POST', '/api/views', { as: 'admin', body: view({ list: '../users' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('list');
    const sort = await t.call('POST', '/api/views', {
      as: 'admin',
      body: view({ name: 'x', state: { sort: ['name', 'SIDEWAYS'] } }),
    });
    expect(sort.statusCode).toBe(400);
    expect(Object.keys(sort.json().fields)[0]).toMatch(/^state\.sort/);
    // a third item is not dropped in silence: the view would not be what was sent
    const longer = await t.call('POST', '/api/views', {
      as: 'logistic',
      body: view({ name: 'x', state: { sort: ['name', 'ASC', 'extra'] } }),
    });
    expect(longer.statusCode).toBe(400);
    expect(Object.keys(longer.json().fields)[0]).toMatch(/^state\.sort/);
    const huge = await t.call('POST', '/api/views', {
      as: 'admin',
      body: view({
        name: 'y',
        state: { filter: Object.fromEntries([...Array(30)].map((_, i) => [`f${i}`, 'x'.repeat(900)])) },
      }),
    });
    expect(huge.statusCode).toBe(400);
    expect((await t.call('GET', '/api/views')).statusCode).toBe(401);
  });

  it('are at most MAX_SAVED_VIEWS a member, whatever lists they name: past it 409, a deleted one makes room', async () => {
    // a list name is any short word, so a member could keep views without end, 16 kB each
    const made: string[] = [];
    for (let i = 0; i < MAX_SAVED_VIEWS; i++) {
      const r = await t.call('POST', '/api/views', {
        as: 'designer',
        body: view({ list: `list-${i % 7}`, name: `View ${i}` }),
      });
      expect(r.statusCode, r.body).toBe(201);
      made.push(r.json().id);
    }
    const over = await t.call('POST', '/api/views', {
      as: 'designer',
      body: view({ list: 'another', name: 'One more' }),
    });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      message: `views.errors.tooMany?max=${MAX_SAVED_VIEWS}`,
      fields: { name: `views.errors.tooMany?max=${MAX_SAVED_VIEWS}` },
    });
    // another member keeps his own room
    expect((await t.call('POST', '/api/views', { as: 'finance', body: view() })).statusCode).toBe(201);
    expect((await t.call('DELETE', `/api/views/${made[0]}`, { as: 'designer' })).statusCode).toBe(204);
    const again = await t.call('POST', '/api/views', {
      as: 'designer',
      body: view({ list: 'another', name: 'One more' }),
    });
    expect(again.statusCode, again.body).toBe(201);
  }, 120_000);
});
