import { type AddressInfo, connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ trustProxy: true });
});
afterAll(() => t.close());

const asBuffer = (r: { rawPayload: Buffer }) => r.rawPayload;

describe('security headers', () => {
  it('are on every answer: JSON, errors, and 404s', async () => {
    const answers = [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/communities'),
      await t.call('GET', '/api/nothing-here', { as: 'admin' }),
      await t.call('POST', '/api/users', { as: 'admin', body: '{"x":' }),
    ];
    for (const r of answers) {
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
  });

  it('add HSTS when the request came over HTTPS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const r = await t.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(r.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });
});

describe('API compression', () => {
  it('sends a JSON list over 1 KB as brotli, or gzip, to clients that accept it', async () => {
    const plain = await t.call('GET', '/api/users/details', { as: 'admin' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.call('GET', '/api/users/details', {
      as: 'admin',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-range']).toBe(plain.headers['content-range']);
    const unpacked = brotliDecompressSync(asBuffer(br)).toString();
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(asBuffer(br).length).toBeLessThan(plain.body.length / 3);

    const gz = await t.call('GET', '/api/users/details', {
      as: 'admin',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(asBuffer(gz)).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const r = await t.call('GET', '/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual({ ok: true });
  });
});

describe('operations', () => {
  it('answers every request with its id, and a 500 names it', async () => {
    const given = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'proxy-42' } });
    expect(given.headers['x-request-id']).toBe('proxy-42');
    const made = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'no spaces <here>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // a database broken under the app: the caller gets the id of the log line that explains it
    await t.db.schema.dropTable('communities').cascade().execute();
    const r = await t.call('GET', '/api/communities', { as: 'admin' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({
      error: 'internal',
      message: 'errors.internal',
      requestId: r.headers['x-request-id'],
    });
  });
});

describe('answers the HTTP parser gives before any route', () => {
  it('say Connection: close, since the socket is closed after them (a kept-alive client must not reuse it)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // the server closes with the rest of the request unread, so the close may come as a reset:
    // what was answered before it is what counts
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const s = connect(port, '127.0.0.1', () => s.end(request));
        let text = '';
        s.on('data', (d) => {
          text += d.toString();
        });
        s.on('close', () => resolve(text));
        s.on('error', () => resolve(text));
      });
    const tooLong = await raw(`GET /api/health?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(tooLong).toMatch(/^HTTP\/1\.1 431 /);
    expect(tooLong.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(tooLong.slice(tooLong.indexOf('\r\n\r\n') + 4))).toMatchObject({
      error: 'headers_too_large',
      message: 'errors.headersTooLarge',
    });
    const garbled = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbled.toLowerCase()).toContain('connection: close');
  });
});
