import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('one error shape, never a 500 for what a user can send', () => {
  it('malformed JSON body → 400 errors.malformedJson', async () => {
    const r = await t.call('POST', '/api/users', { as: 'admin', body: '{"name": "x",' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'bad_request', message: 'errors.malformedJson' });
  });

  it('empty JSON body → 400', async () => {
    const r = await t.call('POST', '/api/delivery-areas', { as: 'admin', body: '' });
    expect(r.statusCode).toBe(400);
  });

  it('a body that is not an object → 400 on the whole body', async () => {
    const r = await t.call('POST', '/api/users', { as: 'admin', body: [1, 2] });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ _: 'validation.invalid' });
  });

  it('unknown field → 400 naming it', async () => {
    const r = await t.call('POST', '/api/delivery-areas', {
      as: 'admin',
      body: { name: 'X', parent: '00000000-0000-4000-8000-000000000000', isAdmin: true },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ isAdmin: 'validation.invalid' });
  });

  it('prototype pollution attempts → 400', async () => {
    const r = await t.call('POST', '/api/users', { as: 'admin', body: '{"__proto__": {"role": "admin"}}' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('bad_request');
  });

  it('wrong types and out-of-range numbers → 400 with the field path', async () => {
    const area = (await t.call('GET', '/api/delivery-areas', { as: 'admin' })).json()[0].id;
    const r = await t.call('POST', '/api/delivery-templates', {
      as: 'admin',
      body: {
        name: 42,
        areas: [
          {
            area,
            rules: [
              { type: 'flat', fee: -1 },
              { type: 'up_to', quantity: 1e12, fee: 1.5 },
            ],
          },
        ],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      name: 'validation.required',
      'areas.0.rules.0.fee': 'validation.min',
      'areas.0.rules.1.quantity': 'validation.max',
      'areas.0.rules.1.fee': 'validation.integer',
    });
  });

  it('an id that is not a uuid → 404, not a database error', async () => {
    for (const url of [
      '/api/users/42',
      "/api/delivery-areas/1'or'1/details",
      '/api/delivery-templates/%E2%82%AC/details',
    ]) {
      const r = await t.call('GET', url, { as: 'admin' });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().error).toBe('not_found');
    }
  });

  it('a well-formed id that names nothing → 404', async () => {
    const r = await t.call('PUT', '/api/delivery-templates/00000000-0000-4000-8000-000000000000', {
      as: 'admin',
      body: { status: 'discontinued' },
    });
    expect(r.statusCode).toBe(404);
  });

  it('text PostgreSQL cannot store (a NUL character) → 400', async () => {
    const filter = encodeURIComponent(JSON.stringify({ name: 'a\u0000b' }));
    const list = await t.call('GET', `/api/users/details?filter=${filter}`, { as: 'admin' });
    expect(list.statusCode).toBe(400);
    const area = (await t.call('GET', '/api/delivery-areas', { as: 'admin' })).json()[0].id;
    const r = await t.call('POST', '/api/delivery-areas', {
      as: 'admin',
      body: { name: 'x\u0000', parent: area },
    });
    expect(r.statusCode).toBe(400);
  });

  it('an unsupported content type → 415 in the same shape', async () => {
    const r = await t.call('POST', '/api/users', {
      as: 'admin',
      body: 'a=1',
      headers: { 'content-type': 'text/csv' },
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().error).toBe('bad_request');
  });
});
