import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ trustProxy: true, rateLimit: { perUser: 5, perAddress: 8 } });
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the API rate limit', () => {
  it('answers 429 with Retry-After once a member has spent a minute of requests, others unaffected', async () => {
    const designer = await t.tokenOf('designer');
    const finance = await t.tokenOf('finance');
    const headers = from('10.0.0.1');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await t.call('GET', '/api/communities', { token: designer, headers })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await t.call('GET', '/api/communities', { token: designer, headers: from('10.0.0.2') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: 'errors.tooManyRequests' });
    // 5 a minute: the next token comes within 12 s
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(12);
    const other = await t.call('GET', '/api/communities', { token: finance, headers: from('10.0.0.3') });
    expect(other.statusCode).toBe(200);
    // health and readiness stay open to load balancers
    expect((await t.call('GET', '/api/health', { token: designer, headers })).statusCode).toBe(200);
  });

  it('limits an address, signed in or not, and not its neighbours', async () => {
    const headers = from('10.0.1.1');
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await t.call('GET', '/api/auth/me', { headers })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const login = await t.call('POST', '/api/auth/login', {
      headers,
      body: { email: 'admin@demo.comptoir', password: 'comptoir-demo' },
    });
    expect(login.statusCode).toBe(429);
    expect((await t.call('GET', '/api/auth/me', { headers: from('10.0.1.2') })).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64: rotating addresses within it lifts nothing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const headers = from(`2001:db8:9:1:${(i + 1).toString(16)}::${i + 1}`);
      codes.push((await t.call('GET', '/api/auth/me', { headers })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    expect((await t.call('GET', '/api/auth/me', { headers: from('2001:db8:9:2::1') })).statusCode).toBe(401);
  });

  it('counts a garbage or logged-out token against the address: only a live session moves to the member bucket', async () => {
    const session = await t.login('finance@demo.comptoir');
    expect((await t.call('POST', '/api/auth/logout', { token: session.token, body: {} })).statusCode).toBe(
      204,
    );
    for (const token of ['garbage', session.token]) {
      const headers = {
        ...from(token === 'garbage' ? '10.0.4.1' : '10.0.4.2'),
        authorization: `Bearer ${token}`,
      };
      const codes: number[] = [];
      for (let i = 0; i < 9; i++) codes.push((await t.call('GET', '/api/auth/me', { headers })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
      // the public login too: a header does not lift its address limit
      const login = await t.call('POST', '/api/auth/login', {
        headers,
        body: { email: 'admin@demo.comptoir', password: 'comptoir-demo' },
      });
      expect(login.statusCode).toBe(429);
    }
  });

  it('holds across instances: the buckets are in PostgreSQL', async () => {
    const second = await build({
      databaseUrl: t.url,
      trustProxy: true,
      rateLimit: { perUser: 5, perAddress: 8 },
    });
    try {
      const token = await t.tokenOf('logistic');
      const headers = { authorization: `Bearer ${token}`, ...from('10.0.2.1') };
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 ? second : t.app;
        codes.push((await app.inject({ method: 'GET', url: '/api/communities', headers })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });

  it('lets a power user through at full speed with the default limits', async () => {
    const fast = await build({ databaseUrl: t.url, trustProxy: true, rateLimit: readConfig().rateLimit });
    try {
      const token = await t.tokenOf('community-manager');
      const headers = { authorization: `Bearer ${token}`, ...from('10.0.3.1') };
      // keying orders: a customer lookup, the order, the list refresh... far above what hands do in a minute
      const codes = new Set<number>();
      for (let i = 0; i < 400; i++) {
        codes.add((await fast.inject({ method: 'GET', url: '/api/communities', headers })).statusCode);
      }
      expect([...codes]).toEqual([200]);
    } finally {
      await fast.close();
    }
  });
});
