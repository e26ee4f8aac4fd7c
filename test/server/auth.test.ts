import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../../server/auth/throttle.ts';
import { signAccess } from '../../server/auth/tokens.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ refreshReuseGraceSeconds: 1 });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const refresh = (token: string) =>
  t.call('POST', `/api/auth/login?refreshToken=${encodeURIComponent(token)}`);

describe('login', () => {
  it('answers tokens and the user, never the password hash, for any e-mail case', async () => {
    const r = await login('Admin@Demo.Comptoir', DEMO_PASSWORD);
    expect(r.statusCode).toBe(200);
    const a = r.json();
    expect(Object.keys(a).sort()).toEqual(['expireAt', 'refreshExpireAt', 'refreshToken', 'token', 'user']);
    expect(a.user).toMatchObject({ email: 'admin@demo.comptoir', role: 'admin', disabled: false });
    expect(a.user).not.toHaveProperty('password_hash');
    expect(new Date(a.expireAt).getTime()).toBeLessThan(new Date(a.refreshExpireAt).getTime());
    const me = await t.call('GET', '/api/auth/me', { token: a.token });
    expect(me.json()).toEqual(a.user);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    for (const [email, pw] of [
      ['finance@demo.comptoir', 'wrong-password'],
      ['nobody@demo.comptoir', DEMO_PASSWORD],
    ]) {
      const r = await login(email!, pw!);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: 'unauthorized', message: 'errors.wrongCredentials' });
    }
  });

  it('checks the e-mail format with the form key', async () => {
    const r = await login('not-an-email', 'x');
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ email: 'validation.invalidEmail' });
  });

  it('throttles repeated failures per e-mail, whatever the address, with 429 and Retry-After', async () => {
    const email = demoEmail('customer-hero');
    for (let i = 0; i < THROTTLE.perEmail; i++)
      expect((await login(email, 'bad', '10.0.0.7')).statusCode).toBe(401);
    const locked = await login(email, DEMO_PASSWORD, '10.0.0.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too_many_requests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // the lock is the e-mail's: another address is refused too
    expect((await login(email, DEMO_PASSWORD, '10.0.0.8')).statusCode).toBe(429);
  });

  it('refuses a disabled member even with the right password', async () => {
    const r = await login('marc.lefevre@comptoir.cn', DEMO_PASSWORD);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('errors.accountDisabled');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token on every use', async () => {
    const first = await t.login(demoEmail('logistic'));
    const r = await refresh(first.refreshToken);
    expect(r.statusCode).toBe(200);
    const second = r.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.id).toBe(first.user.id);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back after the reuse grace', async () => {
    const first = await t.login(demoEmail('logistic'));
    const second = (await refresh(first.refreshToken)).json();
    // this file's app forgives a second use for 1 s (the default is 20 s)
    await new Promise((r) => setTimeout(r, 1200));
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('errors.sessionRevoked');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: second.token })).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', first.user.id)
      .where('revoked_reason', '=', 'reuse')
      .executeTakeFirst();
    expect(row?.revoked_at).toBeInstanceOf(Date);
  });

  it('answers a second use within the grace (two tabs renewing at once) and keeps the session', async () => {
    const first = await t.login(demoEmail('designer'));
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).not.toBe(b.json().refreshToken);
    // both successors are good, and the session is not revoked
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: b.json().token })).statusCode).toBe(200);
  });

  it('logout ends the session: refresh and access token both stop working', async () => {
    const a = await t.login(demoEmail('finance'));
    const out = await t.call('POST', '/api/auth/logout', { body: { refreshToken: a.refreshToken } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: a.token })).statusCode).toBe(401);
  });

  it('refuses unknown refresh tokens and a body on the refresh variant', async () => {
    expect((await refresh('made-up')).statusCode).toBe(401);
    const a = await t.login(demoEmail('finance'));
    const r = await t.call('POST', `/api/auth/login?refreshToken=${a.refreshToken}`, {
      body: { email: 'x' },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('401 without a token, with a tampered one and with an expired one', async () => {
    const a = await t.login(demoEmail('admin'));
    expect((await t.call('GET', '/api/users/details')).json().message).toBe('errors.missingToken');
    const tampered = `${a.token.slice(0, -3)}abc`;
    expect((await t.call('GET', '/api/users/details', { token: tampered })).statusCode).toBe(401);
    const secret = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'token_secret')
      .executeTakeFirstOrThrow();
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', a.user.id)
      .executeTakeFirstOrThrow();
    const past = Math.floor(Date.now() / 1000) - 60;
    const claims = { sub: a.user.id, sid: session.id, iat: past - 900, exp: past };
    const expired = await signAccess(Buffer.from(secret.value, 'base64url'), claims);
    const r = await t.call('GET', '/api/users/details', { token: expired });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'unauthorized', message: 'errors.sessionExpired' });
  });
});
