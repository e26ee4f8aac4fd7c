import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCost, hashPassword } from '../../server/auth/password.ts';
import { THROTTLE } from '../../server/auth/throttle.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // behind a reverse proxy: the address is the client's, from X-Forwarded-For
  t = await testApp({ trustProxy: true });
});
afterAll(() => t.close());

const login = (email: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });
const refresh = (token: string) =>
  t.call('POST', `/api/auth/login?refreshToken=${encodeURIComponent(token)}`);

describe('refresh token reuse within the grace', () => {
  it('is accepted once: 5 parallel re-uses of a spent token, exactly one succeeds', async () => {
    const first = await t.login(demoEmail('designer'));
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refreshToken)));
    expect(again.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(again.filter((r) => r.statusCode === 401)).toHaveLength(4);
  });

  it('a third use, even within the grace, is taken for theft: the session ends', async () => {
    const first = await t.login(demoEmail('finance'));
    const second = await refresh(first.refreshToken);
    const race = await refresh(first.refreshToken);
    expect([second.statusCode, race.statusCode]).toEqual([200, 200]);
    const third = await refresh(first.refreshToken);
    expect(third.statusCode).toBe(401);
    expect(third.json().message).toBe('errors.sessionRevoked');
    expect((await t.call('GET', '/api/auth/me', { token: race.json().token })).statusCode).toBe(401);
  });
});

describe('login throttle', () => {
  it('counts first: 40 parallel wrong passwords for one e-mail get at most 5 password checks', async () => {
    const email = demoEmail('customer-hero');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(email, 'wrong guess', '198.51.100.1')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(THROTTLE.perEmail);
    // the rest are locked out (429) or, past the hashing places, refused before any count (503)
    expect(codes.filter((c) => c === 429 || c === 503).length).toBeGreaterThanOrEqual(40 - THROTTLE.perEmail);
    expect(codes.every((c) => c === 401 || c === 429 || c === 503)).toBe(true);
    // the e-mail is locked, even with the right password, from any address
    expect((await login(email, DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(429);
  }, 120_000);

  it('one address spraying passwords over many accounts slows down, never locks out, the other accounts behind it', async () => {
    const office = '203.0.113.9';
    // fifty failures from the office on one account (which they lock), none on the others
    await t.db
      .insertInto('login_attempts')
      .values(Array.from({ length: THROTTLE.perIp }, () => ({ email: demoEmail('admin'), ip: office })))
      .execute();
    const started = Date.now();
    const valid = await login(demoEmail('logistic'), DEMO_PASSWORD, office);
    expect(valid.statusCode).toBe(200);
    // slowed down (the address is over its limit), not refused
    expect(Date.now() - started).toBeGreaterThanOrEqual(THROTTLE.slowDownMs - 50);
    // a further wrong guess from there is still only a 401
    expect((await login('someone@example.com', 'spray', office)).statusCode).toBe(401);
  }, 180_000);
});

describe('password hashing', () => {
  it('hashes at OWASP strength by default: scrypt N=2^17, r=8, p=1', () => {
    const saved = process.env.SCRYPT_LOG2N;
    delete process.env.SCRYPT_LOG2N;
    try {
      expect(currentCost()).toEqual({ n: 2 ** 17, r: 8, p: 1 });
    } finally {
      process.env.SCRYPT_LOG2N = saved;
    }
  });

  it('upgrades an older, cheaper hash at the next successful login, never on a failed one', async () => {
    const email = demoEmail('community-manager');
    const old = await hashPassword(DEMO_PASSWORD, { n: 2 ** 12, r: 8, p: 1 });
    await t.db.updateTable('users').set({ password_hash: old }).where('email', '=', email).execute();
    const stored = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).password_hash;
    expect((await login(email, 'not the password', '192.0.2.1')).statusCode).toBe(401);
    expect(await stored()).toBe(old);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    const upgraded = await stored();
    expect(upgraded).not.toBe(old);
    expect(upgraded.split('$').slice(0, 4)).toEqual(['scrypt', String(currentCost().n), '8', '1']);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  }, 120_000);
});

describe('bodies a caller sends before signing in', () => {
  it('are small: a sign-in or sign-out of 100 kB is 413 at once, not read whole to be refused after', async () => {
    const big = 'x'.repeat(100_000);
    for (const [url, body] of [
      ['/api/auth/login', { email: 'admin@demo.comptoir', password: big }],
      ['/api/auth/logout', { refreshToken: big }],
    ] as const) {
      const r = await t.call('POST', url, { body });
      expect(r.statusCode, url).toBe(413);
    }
    // an ordinary sign-in still goes through
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: 'x@y.cn', password: 'nope nope' } }))
        .statusCode,
    ).toBe(401);
  });
});
