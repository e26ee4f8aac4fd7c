import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qs, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Every list call of the API, and the export that shares the orders list's filters. */
const LISTS = [
  '/api/users/details',
  '/api/lottery-draws/details',
  '/api/delivery-templates/details',
  '/api/delivery-areas/details',
  '/api/orders/details',
  '/api/offers/details',
  '/api/customers/areas',
  '/api/orders/export',
  '/api/purchase-orders/details',
  '/api/offers/services',
];

const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__proto__',
];

/** `{"<key>":"x"}` written by hand: JSON.stringify of an object literal would drop `__proto__`. */
const filterOf = (key: string, value = '"x"') => encodeURIComponent(`{"${key}":${value}}`);

describe('list filters named like Object.prototype members', () => {
  for (const path of LISTS) {
    it(`${path}: 400 naming the field, for filter and tabFilter`, async () => {
      for (const key of PROTOTYPE_NAMES) {
        for (const param of ['filter', 'tabFilter']) {
          const r = await t.call('GET', `${path}?${param}=${filterOf(key)}`, { as: 'admin' });
          expect(r.statusCode, `${path} ${param} ${key}`).toBe(400);
          expect(r.json()).toEqual({
            error: 'bad_request',
            message: 'errors.unknownFilter',
            fields: { [`${param}.${key}`]: 'errors.unknownFilter' },
          });
        }
      }
    });
  }

  it('reads only own keys of a date range: an inherited bound is no bound', async () => {
    const r = await t.call(
      'GET',
      `/api/orders/details?filter=${filterOf('orderDate', '{"constructor":1}')}`,
      {
        as: 'admin',
      },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'filter.orderDate': 'errors.invalidFilter' });
  });
});

describe('list filter values PostgreSQL would refuse', () => {
  it('an empty choice is no filter, never a SQL syntax error (offers timing)', async () => {
    const all = await t.call('GET', '/api/offers/details', { as: 'admin' });
    for (const value of [[], { nin: [] }]) {
      const r = await t.call('GET', `/api/offers/details${qs({ filter: { timing: value } })}`, {
        as: 'admin',
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-range']).toBe(all.headers['content-range']);
    }
  });

  it.each([
    ['an impossible day', { orderDate: { gte: '2026-02-30' } }, 'filter.orderDate', 'errors.invalidDate'],
    [
      'an impossible day in the array form',
      { createdAt: ['2026-01-01', '2026-04-31'] },
      'filter.createdAt',
      'errors.invalidDate',
    ],
    ['year zero', { orderDate: { gte: '0000-01-01' } }, 'filter.orderDate', 'errors.invalidDate'],
    [
      'an impossible hour',
      { orderDate: { lte: '2026-02-01T25:00' } },
      'filter.orderDate',
      'errors.invalidDate',
    ],
    [
      'an offset no clock has (PostgreSQL refuses beyond ±15:59)',
      { createdAt: { gte: '2026-01-01T00:00:00+16:00' } },
      'filter.createdAt',
      'errors.invalidDate',
    ],
    [
      'an offset without a colon, in the array form',
      { orderDate: ['2026-01-01T00:00-9900', '2026-12-31'] },
      'filter.orderDate',
      'errors.invalidDate',
    ],
    ['a NUL in a search', { customerName: 'wa\u0000ng' }, 'filter.customerName', 'errors.invalidCharacter'],
  ])('%s: 400 naming the field, on the list and the export', async (_name, filter, field, message) => {
    for (const path of ['/api/orders/details', '/api/orders/export']) {
      const r = await t.call('GET', `${path}${qs({ filter })}`, { as: 'admin' });
      expect(r.statusCode, path).toBe(400);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.json()).toEqual({ error: 'bad_request', message, fields: { [field]: message } });
    }
  });

  it('a number past 32 bits finds no row, on a 32-bit column (offer number) as on a 64-bit one', async () => {
    for (const [path, filter, rows] of [
      ['/api/offers/details', { offerID: 2_147_483_648 }, 0],
      ['/api/offers/details', { offerID: [1001, 9_007_199_254_740_991] }, 1],
      ['/api/orders/details', { orderID: 2_147_483_648 }, 0],
    ] as const) {
      const r = await t.call('GET', `${path}${qs({ filter })}`, { as: 'admin' });
      expect(r.statusCode, `${path} ${r.body}`).toBe(200);
      expect(r.json(), path).toHaveLength(rows);
    }
  });

  it('a NUL in an equality filter of another list is a 400 too', async () => {
    const r = await t.call('GET', `/api/users/details${qs({ filter: { city: 'Shang\u0000hai' } })}`, {
      as: 'admin',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ 'filter.city': 'errors.invalidCharacter' });
  });
});

describe('date filters given numbers', () => {
  it('a huge or negative number for a date answers 400 naming it, at once', async () => {
    for (const value of ['-9223372036854776000', '9223372036854776000', '-1', '1e308', '0']) {
      for (const shape of [value, `{"gte":${value}}`]) {
        const r = await t.call('GET', `/api/orders/details?filter=${filterOf('orderDate', shape)}`, {
          as: 'admin',
        });
        expect(r.statusCode, `orderDate ${shape}`).toBe(400);
        expect(r.json().fields, `orderDate ${shape}`).toHaveProperty(['filter.orderDate']);
      }
    }
  });
});
