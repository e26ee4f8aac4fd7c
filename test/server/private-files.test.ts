import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Role } from '../../domain/roles.ts';
import type { StorageName, StoredFile } from '../../domain/storages.ts';
import { multipart, PNG, SAMPLES } from './files-fixtures.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'comptoir-private-files-'));
  t = await testApp({ storageDir: path.join(root, 'storage') });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** A browser's sign-in: the answer's tokens, and the file cookie it sets. */
async function signIn(role: Role) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(r.statusCode).toBe(200);
  // the device cookie (trusted-device.ts) is set beside it
  const all = [r.headers['set-cookie'] ?? []].flat();
  const set = all.find((c) => c.startsWith('comptoir_files=')) ?? '';
  return {
    token: r.json().token as string,
    refreshToken: r.json().refreshToken as string,
    setCookie: set,
    cookie: set.split(';')[0],
  };
}

async function upload(storage: StorageName, data: Buffer, token: string): Promise<StoredFile> {
  const { body, contentType } = multipart([{ field: 'file', filename: 'f.png', data }]);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/files/${storage}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
  expect(r.statusCode).toBe(200);
  return r.json() as StoredFile;
}

const read = (storage: StorageName, uri: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/storage/${storage}/${uri}`, headers: cookie ? { cookie } : {} });

describe('API answers and caches', () => {
  it('says no-store on API answers: the login with its tokens, a list, an error', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', '/api/users/details', { as: 'admin' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await t.call('GET', '/api/users/details')).headers['cache-control']).toBe('no-store');
  });

  it('keeps public stores cacheable by anyone: an offer banner needs no cookie', async () => {
    const admin = await signIn('admin');
    const banner = await upload('offer-banner', PNG, admin.token);
    const r = await read('offer-banner', banner.uri);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('private stores: customers pictures and fapiao images, suppliers finance files', () => {
  it('sets an HttpOnly file cookie limited to /storage on sign-in', async () => {
    const { setCookie } = await signIn('finance');
    expect(setCookie).toMatch(/^comptoir_files=[0-9a-f-]{36}\.[\w-]+;/);
    expect(setCookie).toContain('Path=/storage');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  it('serves a customer file only with a live session of a member who may read the customer', async () => {
    const admin = await signIn('admin');
    const picture = await upload('customer-picture', PNG, admin.token);
    const fapiao = await upload('customer-fapiao-image', SAMPLES.pdf, admin.token);
    // a customer of the farm only: the community-manager (kitchen, garden) may not read him
    const made = await t.call('POST', '/api/customers', {
      token: admin.token,
      body: {
        name: 'Private Pan',
        profilePicture: picture,
        fapiaoImages: [fapiao],
        wechatGroups: [{ community: COMMUNITY_IDS.farm, groupNumber: 4 }],
      },
    });
    expect(made.statusCode).toBe(201);

    for (const [storage, file] of [
      ['customer-picture', picture],
      ['customer-fapiao-image', fapiao],
    ] as const) {
      expect((await read(storage, file.uri)).statusCode).toBe(401);
      expect((await read(storage, file.uri, 'comptoir_files=forged.value')).statusCode).toBe(401);
      const ok = await read(storage, file.uri, admin.cookie);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toMatch(/^private/);
      // logistic works the farm: he reads the farm's customers
      expect((await read(storage, file.uri, (await signIn('logistic')).cookie)).statusCode).toBe(200);
      expect((await read(storage, file.uri, (await signIn('community-manager')).cookie)).statusCode).toBe(
        404,
      );
      // designers may not open customers at all
      expect((await read(storage, file.uri, (await signIn('designer')).cookie)).statusCode).toBe(404);
    }
  });

  it('lets the uploader see his file before the record is saved, nobody else', async () => {
    const cm = await signIn('community-manager');
    const picture = await upload('customer-picture', PNG, cm.token);
    expect((await read('customer-picture', picture.uri, cm.cookie)).statusCode).toBe(200);
    expect(
      (await read('customer-picture', picture.uri, (await signIn('customer-hero')).cookie)).statusCode,
    ).toBe(404);
  });

  it('ends with the session: after logout the cookie opens nothing', async () => {
    const admin = await signIn('admin');
    const picture = await upload('customer-picture', PNG, admin.token);
    expect((await read('customer-picture', picture.uri, admin.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { refreshToken: admin.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^comptoir_files=; .*Max-Age=0/);
    expect((await read('customer-picture', picture.uri, admin.cookie)).statusCode).toBe(401);
  });

  it('serves finance files to the roles that open suppliers, not to those shown the outline', async () => {
    const finance = await signIn('finance');
    const file = await upload('finance-information', SAMPLES.pdf, finance.token);
    // saved by the member who uploaded it (docs/files.md)
    const made = await t.call('POST', '/api/suppliers', {
      as: 'finance',
      body: {
        name: 'Private Papers Ltd',
        type: 'direct_sales',
        phone: '021 5555 0102',
        addressCity: 'Shanghai',
        contacts: [{ contactName: 'Li Lei' }],
        paymentTerm: '30days',
        status: 'available',
        financeInformation: [file],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await read('finance-information', file.uri, (await signIn('admin')).cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await read('finance-information', file.uri, (await signIn('customer-hero')).cookie)).statusCode,
    ).toBe(404);
  });
});
