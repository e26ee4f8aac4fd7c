import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HashGate } from '../../server/auth/hash-gate.ts';
import { THROTTLE } from '../../server/auth/throttle.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
const gate = new HashGate({ running: 2, waiting: 2 });
beforeAll(async () => {
  // one trusted proxy in front: the client address is the last X-Forwarded-For entry
  t = await testApp({ trustProxy: 1, hashGate: gate });
});
afterAll(() => t.close());

const login = (email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });
const stranger = () => `${randomBytes(6).toString('hex')}@example.com`;
const attemptsFrom = async (ip: string) =>
  Number(
    (
      await t.db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('unknown e-mails per address', () => {
  it('are counted before any hashing: past the limit the address is refused at once, others are not', async () => {
    const storm = '198.51.100.60';
    for (let i = 0; i < THROTTLE.unknownPerIp; i++)
      expect((await login(stranger(), 'guess', storm)).statusCode).toBe(401);
    const refused = await login(stranger(), 'guess', storm);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // refused before the password check: not even recorded as an attempt
    expect(await attemptsFrom(storm)).toBe(THROTTLE.unknownPerIp);
    // a member who never signed in from there gets the same answer: no way to tell who exists
    expect((await login(demoEmail('finance'), DEMO_PASSWORD, storm)).statusCode).toBe(429);
    // another address is unaffected
    expect((await login(demoEmail('finance'), DEMO_PASSWORD, '198.51.100.61')).statusCode).toBe(200);
  });

  it('still lets in a member who has signed in from that address before (an office behind one NAT)', async () => {
    const office = '198.51.100.70';
    expect((await login(demoEmail('logistic'), DEMO_PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE.unknownPerIp + 1; i++) await login(stranger(), 'guess', office);
    expect((await login(stranger(), 'guess', office)).statusCode).toBe(429);
    expect((await login(demoEmail('logistic'), DEMO_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe('an IPv6 client', () => {
  it('is one address for its whole /64: rotating within it gains nothing', async () => {
    // one host holds a /64: 2^64 addresses to spread a storm over
    const at = (i: number) => `2001:db8:7:1:${i.toString(16)}::${i + 1}`;
    for (let i = 0; i < THROTTLE.unknownPerIp; i++)
      expect((await login(stranger(), 'guess', at(i))).statusCode).toBe(401);
    expect((await login(stranger(), 'guess', at(99))).statusCode).toBe(429);
    // written out in full, or mapped from IPv4, an address is the same one
    expect((await login(stranger(), 'guess', '2001:0db8:0007:0001:0:0:0:ffff')).statusCode).toBe(429);
    // the next /64 is another client
    expect((await login(stranger(), 'guess', '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('counts an IPv4 address mapped into IPv6 as that IPv4 address', async () => {
    const v4 = '198.51.100.90';
    for (let i = 0; i < THROTTLE.unknownPerIp; i++)
      expect((await login(stranger(), 'guess', i % 2 ? v4 : `::ffff:${v4}`)).statusCode).toBe(401);
    expect((await login(stranger(), 'guess', `::ffff:${v4}`)).statusCode).toBe(429);
    expect((await login(stranger(), 'guess', v4)).statusCode).toBe(429);
  });
});

describe('bounded password hashing', () => {
  it('answers 503 with Retry-After at once when every hashing place is taken; a member gets in once one frees', async () => {
    const held = Array.from({ length: 4 }, () => gate.tryEnter());
    expect(held.every((x) => x !== undefined)).toBe(true);
    expect(gate.tryEnter()).toBeUndefined();
    try {
      // answered while the places are still held: the request did not wait for one
      const busy = await login(demoEmail('designer'), DEMO_PASSWORD, '198.51.100.80');
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ error: 'unavailable', message: 'errors.loginBusy' });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // not counted as a failure: a member refused by the bound is not locked out by it
      expect(await attemptsFrom('198.51.100.80')).toBe(0);
      // refused from memory, before the throttle's query: even the address locked above gets it
      expect((await login(stranger(), 'guess', '198.51.100.60')).statusCode).toBe(503);
    } finally {
      for (const x of held) x?.release();
    }
    expect((await login(demoEmail('designer'), DEMO_PASSWORD, '198.51.100.80')).statusCode).toBe(200);
  });
});

describe('a forged X-Forwarded-For', () => {
  it('cannot escape the per-e-mail lock: failures count across addresses', async () => {
    const email = demoEmail('customer-hero');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(email, 'wrong', `203.0.113.${100 + i}`)).statusCode);
    expect(codes.slice(0, THROTTLE.perEmail)).toEqual(Array(THROTTLE.perEmail).fill(401));
    expect(codes.slice(THROTTLE.perEmail)).toEqual([429, 429]);
  });

  it('is not the address: the one the trusted proxy appended (rightmost) is', async () => {
    const real = '192.0.2.200';
    for (let i = 0; i < 3; i++) await login(stranger(), 'guess', `10.9.9.${i}, ${real}`);
    expect(await attemptsFrom(real)).toBe(3);
    expect(await attemptsFrom('10.9.9.0')).toBe(0);
  });
});

describe('the login answer', () => {
  it('is never cached: it carries tokens', async () => {
    const r = await login(demoEmail('admin'), DEMO_PASSWORD, '192.0.2.210');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const again = await t.call('POST', `/api/auth/login?refreshToken=${r.json().refreshToken}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
  });
});
