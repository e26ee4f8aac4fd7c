import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qs, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const users = (params: Record<string, unknown> | string) =>
  t.call('GET', `/api/users/details${typeof params === 'string' ? params : qs(params)}`, { as: 'admin' });

describe('list protocol: bad parameters are 400 naming the parameter', () => {
  it.each([
    ['unknown filter field', { filter: { bogus: 1 } }, 'filter.bogus', 'errors.unknownFilter'],
    ['malformed filter JSON', '?filter=%7Bname', 'filter', 'errors.malformedJson'],
    ['filter not an object', { filter: [1] }, 'filter', 'errors.invalidFilter'],
    ['value outside the enumeration', { filter: { role: 'pirate' } }, 'filter.role', 'errors.invalidFilter'],
    ['unknown sort field', { sort: ['password_hash', 'ASC'] }, 'sort', 'errors.invalidSort'],
    ['bad sort direction', { sort: ['name', 'UP'] }, 'sort', 'errors.invalidSort'],
    ['reversed range', { range: [10, 0] }, 'range', 'errors.invalidRange'],
    ['negative range', { range: [-1, 5] }, 'range', 'errors.invalidRange'],
    ['page beyond maxPage', { range: [0, 100000] }, 'range', 'errors.invalidRange'],
    ['unknown parameter', { page: 2 }, 'page', 'errors.unknownParameter'],
    [
      'tab filter field unknown',
      { tabFilter: { disabled: true } },
      'tabFilter.disabled',
      'errors.unknownFilter',
    ],
  ])('%s', async (_name, params, field, message) => {
    const r = await users(params);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'bad_request', message, fields: { [field]: message } });
  });

  it('a repeated parameter is a 400, not an array smuggled into SQL', async () => {
    const r = await users('?sort=["name","ASC"]&sort=["role","ASC"]');
    expect(r.statusCode).toBe(400);
  });
});

describe('list protocol: answers', () => {
  it('carries Content-Range, exposed to the browser', async () => {
    const r = await users({ range: [0, 4] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toHaveLength(5);
    // 15 seeded members, less the super-admin and the disabled one
    expect(r.headers['content-range']).toBe('users 0-4/13');
    expect(r.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('a parameter given empty is one not given (a cleared field of a form or a link)', async () => {
    const given = await users('?sort=&range=&filter=&tabFilter=');
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual((await users('')).json());
    expect(given.headers['content-range']).toBe('users 0-12/13');
  });

  it('an empty page still tells the total', async () => {
    const r = await users({ range: [80, 159] });
    expect(r.json()).toEqual([]);
    expect(r.headers['content-range']).toBe('users */13');
  });

  it('never lists super-admins or disabled members', async () => {
    const all = (await users({ range: [0, 999] })).json() as { role: string; disabled: boolean }[];
    expect(all.some((u) => u.role === 'super-admin' || u.disabled)).toBe(false);
  });

  it('sorts by name, case-insensitively, both ways, with a stable tie-breaker', async () => {
    const asc = (await users({ sort: ['name', 'ASC'], range: [0, 99] })).json() as { name: string }[];
    const names = asc.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await users({ sort: ['name', 'DESC'], range: [0, 99] })).json() as { name: string }[];
    expect(desc.map((u) => u.name)).toEqual(asc.map((u) => u.name).reverse());
  });

  it('pages do not overlap', async () => {
    const a = (await users({ sort: ['city', 'ASC'], range: [0, 5] })).json() as { id: string }[];
    const b = (await users({ sort: ['city', 'ASC'], range: [6, 11] })).json() as { id: string }[];
    expect(new Set([...a, ...b].map((u) => u.id)).size).toBe(12);
  });

  it('filters: text (name or e-mail, any case), eq, IN, not-equal', async () => {
    const byName = (await users({ filter: { name: 'THOMAS' } })).json() as { email: string }[];
    expect(byName.map((u) => u.email)).toEqual(['product-manager@demo.comptoir']);
    const byMail = (await users({ filter: { name: 'zhou.jie@' } })).json() as { name: string }[];
    expect(byMail.map((u) => u.name)).toEqual(['周杰']);
    const chinese = (await users({ filter: { name: '王' } })).json() as { role: string }[];
    expect(chinese.map((u) => u.role)).toEqual(['admin']);
    const eq = (await users({ filter: { role: 'finance' } })).json() as { role: string }[];
    expect(eq.length).toBe(2);
    expect(eq.every((u) => u.role === 'finance')).toBe(true);
    const inList = await users({ filter: { role: ['finance', 'designer'] } });
    expect(inList.headers['content-range']).toBe('users 0-3/4');
    const ne = await users({ filter: { city: { ne: 'All' } } });
    expect((ne.json() as { city: string }[]).every((u) => u.city !== 'All')).toBe(true);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect((await users({ filter: { name: '%' } })).json()).toEqual([]);
    expect((await users({ filter: { name: '_' } })).json()).toEqual([]);
  });

  it('sorts by community names', async () => {
    const r = (await users({ sort: ['communities', 'ASC'], range: [0, 0] })).json() as { email: string }[];
    // Cellar, Pet corner sorts first
    expect(r[0]?.email).toBe('zheng.li@comptoir.cn');
  });
});
