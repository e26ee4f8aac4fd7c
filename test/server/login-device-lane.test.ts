import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { HashGate, type HashTicket } from '../../server/auth/hash-gate.ts';
import { DEVICE_COOKIE, DEVICES } from '../../server/auth/trusted-device.ts';
import { type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
// small lanes, filled by hand: the storm is counted, not timed
const gate = new HashGate({ running: 2, waiting: 2, trusted: { running: 1, waiting: 1 } });
beforeAll(async () => {
  t = await testApp({ trustProxy: 1, hashGate: gate });
});
afterAll(() => t.close());

const PASSWORD = 'a member password';
let addresses = 0;
/** each test signs in from addresses of its own, so no per-address count crosses tests */
const nextAddress = () => `198.51.100.${++addresses}`;

async function member() {
  const email = `${randomBytes(5).toString('hex')}@example.com`;
  const made = await t.call('POST', '/api/users', {
    as: 'super-admin',
    body: {
      name: 'Member',
      email,
      role: 'logistic',
      communities: [COMMUNITY_IDS.kitchen],
      password: PASSWORD,
    },
  });
  if (made.statusCode !== 201) throw new Error(`${made.statusCode} ${made.body}`);
  return { id: made.json().id as string, email };
}

const login = (
  email: string,
  password: string,
  o: { cookie?: string; from?: string; https?: boolean } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: {
      'x-forwarded-for': o.from ?? nextAddress(),
      ...(o.cookie !== undefined ? { cookie: o.cookie } : {}),
      ...(o.https ? { 'x-forwarded-proto': 'https' } : {}),
    },
  });

const setCookies = (r: { headers: Record<string, unknown> }) => {
  const h = r.headers['set-cookie'];
  return (Array.isArray(h) ? h : h === undefined ? [] : [h]).map(String);
};
const deviceSetCookie = (r: { headers: Record<string, unknown> }) =>
  setCookies(r).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
/** the Cookie header a browser would send back */
const cookieFrom = (r: { headers: Record<string, unknown> }) => {
  const c = deviceSetCookie(r);
  if (!c) throw new Error('no device cookie');
  return c.split(';')[0] as string;
};
/** the cookie's token (before the dot) is what the database keeps the digest of */
const tokenOf = (cookie: string) => cookie.slice(DEVICE_COOKIE.length + 1).split('.')[0] as string;
const digest = (cookie: string) => createHash('sha256').update(tokenOf(cookie)).digest('hex');
const devicesOf = (userId: string) =>
  t.db.selectFrom('login_devices').selectAll().where('user_id', '=', userId).execute();

/** Holds every place of the open lane, as a storm of strangers does, while `during` runs. */
async function duringStorm(during: () => Promise<void>) {
  const held: HashTicket[] = [];
  for (let x = gate.tryEnter(); x; x = gate.tryEnter()) held.push(x);
  expect(held).toHaveLength(4);
  try {
    await during();
  } finally {
    for (const x of held) x.release();
  }
}

describe('the device cookie', () => {
  it('is set by a successful sign-in: HttpOnly, SameSite=Strict, for the login call only; the database keeps its hash', async () => {
    const m = await member();
    const r = await login(m.email, PASSWORD);
    expect(r.statusCode).toBe(200);
    const c = deviceSetCookie(r) ?? '';
    expect(c).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}\\.[A-Za-z0-9_-]{43};`));
    const attrs = c.split(';').map((s) => s.trim());
    expect(attrs).toEqual(
      expect.arrayContaining([
        'Path=/api/auth/login',
        'HttpOnly',
        'SameSite=Strict',
        `Max-Age=${DEVICES.days * 86400}`,
      ]),
    );
    // plain http: no Secure (the browser would drop it); the file cookie is still set beside it
    expect(attrs).not.toContain('Secure');
    expect(setCookies(r).some((x) => x.startsWith('comptoir_files='))).toBe(true);
    const rows = await devicesOf(m.id);
    expect(rows.map((x) => x.token_hash)).toEqual([digest(cookieFrom(r))]);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(cookieFrom(r)));

    const overHttps = await login(m.email, PASSWORD, { https: true });
    expect(deviceSetCookie(overHttps)).toMatch(/; Secure$/);
  });

  it('is not set by a failed sign-in, and is renewed at each sign-in (the old token is dead)', async () => {
    const m = await member();
    expect(deviceSetCookie(await login(m.email, 'wrong password'))).toBeUndefined();
    const first = cookieFrom(await login(m.email, PASSWORD));
    const second = cookieFrom(await login(m.email, PASSWORD, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await devicesOf(m.id)).map((x) => x.token_hash)).toEqual([digest(second)]);
  });

  it(`is kept for the ${DEVICES.perMember} most recent devices of a member`, async () => {
    const m = await member();
    const cookies: string[] = [];
    for (let i = 0; i < DEVICES.perMember + 2; i++) cookies.push(cookieFrom(await login(m.email, PASSWORD)));
    const kept = (await devicesOf(m.id)).map((x) => x.token_hash).sort();
    expect(kept).toEqual(cookies.slice(2).map(digest).sort());
  });

  it('answers no 500 to garbage: every odd cookie is an ordinary sign-in', async () => {
    const m = await member();
    const odd = [
      `${DEVICE_COOKIE}=`,
      `${DEVICE_COOKIE}=${'A'.repeat(43)}`,
      `${DEVICE_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`,
      `${DEVICE_COOKIE}=${'x'.repeat(5000)}`,
      `${DEVICE_COOKIE}="quoted"; ${DEVICE_COOKIE}=second`,
      `${DEVICE_COOKIE}=%00%ff; other=1`,
      `${DEVICE_COOKIE}=中文字符`,
      `;;;=;${DEVICE_COOKIE}`,
    ];
    for (const cookie of odd) {
      const r = await login(m.email, PASSWORD, { cookie });
      expect(r.statusCode, cookie).toBe(200);
    }
  });
});

describe('a login storm', () => {
  it('cannot keep out a member on his usual browser; without the cookie, or with another e-mail, he waits like anyone', async () => {
    const m = await member();
    const other = await member();
    const cookie = cookieFrom(await login(m.email, PASSWORD));
    await duringStorm(async () => {
      // the storm's own traffic: no cookie, the open lane full
      expect((await login(`${randomBytes(6).toString('hex')}@example.com`, 'guess')).statusCode).toBe(503);
      const inside = await login(m.email, PASSWORD, { cookie });
      expect(inside.statusCode).toBe(200);
      // the browser keeps the renewed cookie, and gets in again
      const again = await login(m.email, PASSWORD, { cookie: cookieFrom(inside) });
      expect(again.statusCode).toBe(200);
      const latest = cookieFrom(again);
      // a new browser: the same wait as everyone
      const fresh = await login(m.email, PASSWORD);
      expect(fresh.statusCode).toBe(503);
      expect(fresh.json()).toMatchObject({ message: 'errors.loginBusy' });
      // a cookie is good for its own member's e-mail only: nothing else tells it apart
      expect((await login(other.email, PASSWORD, { cookie: latest })).statusCode).toBe(503);
      expect((await login('nobody@example.com', PASSWORD, { cookie: latest })).statusCode).toBe(503);
      // a token with its signature altered, or signed for another e-mail, is nothing either
      const [token, sig] = latest.slice(DEVICE_COOKIE.length + 1).split('.') as [string, string];
      const altered = `${DEVICE_COOKIE}=${token}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
      expect((await login(m.email, PASSWORD, { cookie: altered })).statusCode).toBe(503);
      // the cookies replaced by the renewals are worth nothing
      expect((await login(m.email, PASSWORD, { cookie })).statusCode).toBe(503);
      expect((await login(m.email, PASSWORD, { cookie: cookieFrom(inside) })).statusCode).toBe(503);
      expect((await login(m.email, PASSWORD, { cookie: latest })).statusCode).toBe(200);
    });
  });

  it('lets a trusted device into the open lane when the reserved one is full, never past both', async () => {
    const m = await member();
    const cookie = cookieFrom(await login(m.email, PASSWORD));
    const trusted = [gate.tryEnter('trusted'), gate.tryEnter('trusted')];
    try {
      expect(trusted.every(Boolean)).toBe(true);
      const viaOpen = await login(m.email, PASSWORD, { cookie });
      expect(viaOpen.statusCode).toBe(200);
      await duringStorm(async () => {
        expect((await login(m.email, PASSWORD, { cookie: cookieFrom(viaOpen) })).statusCode).toBe(503);
      });
    } finally {
      for (const x of trusted) x?.release();
    }
  });

  it('does not trust an expired device', async () => {
    const m = await member();
    const cookie = cookieFrom(await login(m.email, PASSWORD));
    await t.db
      .updateTable('login_devices')
      .set({ last_used_at: sql`now() - make_interval(days => ${DEVICES.days + 1})` })
      .where('user_id', '=', m.id)
      .execute();
    await duringStorm(async () => {
      expect((await login(m.email, PASSWORD, { cookie })).statusCode).toBe(503);
    });
  });
});

describe('a stolen device cookie', () => {
  it('never replaces the password; wrong ones count against the e-mail and end the device', async () => {
    const m = await member();
    const cookie = cookieFrom(await login(m.email, PASSWORD));
    const from = nextAddress();
    for (let i = 0; i < DEVICES.failures; i++) {
      const r = await login(m.email, `guess ${i}`, { cookie, from });
      expect(r.statusCode).toBe(401);
      expect(deviceSetCookie(r)).toBeUndefined();
    }
    const counted = await t.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', m.email)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(DEVICES.failures);
    expect(await devicesOf(m.id)).toEqual([]);
    await duringStorm(async () => {
      expect((await login(m.email, PASSWORD, { cookie })).statusCode).toBe(503);
    });
  });
});

describe('devices are forgotten', () => {
  it('when an admin sets the member a new password, and when he is deactivated', async () => {
    const m = await member();
    await login(m.email, PASSWORD);
    await login(m.email, PASSWORD);
    expect(await devicesOf(m.id)).toHaveLength(2);
    const reset = await t.call('PUT', `/api/users/${m.id}`, {
      as: 'admin',
      body: { password: 'another password', version: await versionNow(t, `/api/users/${m.id}`) },
    });
    expect(reset.statusCode).toBe(200);
    expect(await devicesOf(m.id)).toEqual([]);

    await login(m.email, 'another password');
    expect(await devicesOf(m.id)).toHaveLength(1);
    const off = await t.call('PUT', `/api/users/${m.id}`, {
      as: 'admin',
      body: { disabled: true, version: await versionNow(t, `/api/users/${m.id}`) },
    });
    expect(off.statusCode).toBe(200);
    expect(await devicesOf(m.id)).toEqual([]);
  });

  it('when the member changes his own password, except the browser he changed it on', async () => {
    const m = await member();
    const elsewhere = cookieFrom(await login(m.email, PASSWORD));
    const here = await login(m.email, PASSWORD);
    const changed = await t.call('POST', '/api/auth/password', {
      token: here.json().token,
      body: { currentPassword: PASSWORD, newPassword: 'a new password' },
    });
    expect(changed.statusCode).toBe(204);
    const trustedHere = cookieFrom(changed);
    expect((await devicesOf(m.id)).map((x) => x.token_hash)).toEqual([digest(trustedHere)]);
    await duringStorm(async () => {
      expect((await login(m.email, 'a new password', { cookie: elsewhere })).statusCode).toBe(503);
      expect((await login(m.email, 'a new password', { cookie: trustedHere })).statusCode).toBe(200);
    });
  });
});
