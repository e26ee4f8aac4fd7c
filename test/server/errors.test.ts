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
      // a valid body with a version, so that only the missing record can answer
      body: { status: 'discontinued', version: 1 },
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
    expect(r.json().error).toBe('unsupported_media_type');
  });

  it('a JSON body sent as text/plain → 415, not a 400 about a body read as one string', async () => {
    for (const [method, url] of [
      ['POST', '/api/users'],
      ['POST', '/api/orders/cells'],
    ] as const) {
      const r = await t.call(method, url, {
        as: 'admin',
        body: JSON.stringify({ rows: [] }),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(r.statusCode, `${url} ${r.body}`).toBe(415);
      expect(r.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'errors.unsupportedMediaType',
      });
    }
  });

  it('a body in a charset other than UTF-8 → 415; UTF-8 declared in any spelling is read', async () => {
    const send = (charset: string) =>
      t.call('POST', '/api/users', {
        as: 'admin',
        body: JSON.stringify({ name: 'x' }),
        headers: { 'content-type': `application/json; charset=${charset}` },
      });
    for (const charset of ['utf-16', 'ISO-8859-1', '"utf-16le"']) {
      const r = await send(charset);
      expect(r.statusCode, charset).toBe(415);
      expect(r.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'errors.unsupportedCharset',
      });
    }
    // read as the user's body: refused for its missing fields, not for its charset
    for (const charset of ['UTF-8', 'utf8', '"utf-8"', "'utf-8'", 'us-ascii']) {
      const r = await send(charset);
      expect(r.statusCode, charset).toBe(400);
      expect(r.json().fields, charset).toBeDefined();
    }
  });

  it('a call without a body is not refused for the charset its Content-Type names', async () => {
    const r = await t.call('GET', '/api/auth/me', {
      as: 'admin',
      headers: { 'content-type': 'text/plain; charset=latin1' },
    });
    expect(r.statusCode, r.body).toBe(200);
  });

  it('a body over 2 MiB → 413 whose code says 413', async () => {
    const r = await t.call('POST', '/api/users', {
      as: 'admin',
      body: { name: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ error: 'payload_too_large', message: 'errors.payloadTooLarge' });
  });

  it('a declared path with a method it does not take → 405 with Allow', async () => {
    const r = await t.call('DELETE', '/api/users/00000000-0000-4000-8000-000000000000', { as: 'admin' });
    expect(r.statusCode).toBe(405);
    expect(String(r.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect(r.json()).toMatchObject({ error: 'method_not_allowed', message: 'errors.methodNotAllowed' });
    const list = await t.call('POST', '/api/users/details', { as: 'admin', body: {} });
    expect([list.statusCode, list.headers.allow]).toEqual([405, 'GET, HEAD']);
    // an unknown path stays a 404
    expect((await t.call('DELETE', '/api/nothing-here', { as: 'admin' })).statusCode).toBe(404);
  });

  it('a lone surrogate in a body or a filter → 400 naming the field, never stored as U+FFFD', async () => {
    const area = (await t.call('GET', '/api/delivery-areas', { as: 'admin' })).json()[0].id;
    const r = await t.call('POST', '/api/delivery-areas', {
      as: 'admin',
      body: `{"name":"Area \\ud800","parent":"${area}"}`,
    });
    expect([r.statusCode, r.json().fields]).toEqual([400, { name: 'validation.invalidCharacter' }]);
    const filter = encodeURIComponent('{"name":"a\\udc00"}');
    const list = await t.call('GET', `/api/users/details?filter=${filter}`, { as: 'admin' });
    expect([list.statusCode, list.json().fields]).toEqual([
      400,
      { 'filter.name': 'errors.invalidCharacter' },
    ]);
  });

  it('a date range with more than its two bounds → 400 naming the filter', async () => {
    for (const value of [
      { gte: '2024-03-01', lt: '2024-03-02' },
      ['2024-03-01', '2024-03-02', '2024-03-03'],
    ]) {
      const filter = encodeURIComponent(JSON.stringify({ orderDate: value }));
      const r = await t.call('GET', `/api/orders/details?filter=${filter}`, { as: 'admin' });
      expect([r.statusCode, r.json().fields], JSON.stringify(value)).toEqual([
        400,
        { 'filter.orderDate': 'errors.invalidFilter' },
      ]);
    }
  });
});
