import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { StorageName, StoredFile } from '../../domain/storages.ts';
import { sweepFiles } from '../../server/files/sweep.ts';
import { LocalDiskStore } from '../../server/storage/local-disk.ts';
import { multipart, PNG, SAMPLES } from './files-fixtures.ts';
import { DEMO_PASSWORD, demoEmail, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let root: string;
let storageDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'comptoir-customer-files-'));
  storageDir = path.join(root, 'storage');
  t = await testApp({ storageDir });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

async function upload(storage: StorageName, data: Buffer): Promise<StoredFile> {
  const { body, contentType } = multipart([{ field: 'file', filename: 'f.png', data }]);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/files/${storage}`,
    headers: { authorization: `Bearer ${await t.tokenOf('admin')}`, 'content-type': contentType },
    payload: body,
  });
  expect(r.statusCode).toBe(200);
  return r.json() as StoredFile;
}

const customer = (files: { profilePicture?: StoredFile | null; fapiaoImages?: StoredFile[] }) => ({
  name: 'Fapiao Fang',
  wechatGroups: [{ community: COMMUNITY_IDS.kitchen, groupNumber: 3 }],
  ...files,
});

describe('the files of a customer (profile picture, fapiao images)', () => {
  it('keeps a saved fapiao image through the sweep', async () => {
    const image = await upload('customer-fapiao-image', SAMPLES.pdf);
    const r = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: customer({ fapiaoImages: [image] }),
    });
    expect(r.statusCode).toBe(201);
    await sql`UPDATE files SET created_at = now() - interval '3 days', claimed_at = now() - interval '3 days'
      WHERE uri = ${image.uri}`.execute(t.db);
    await sweepFiles(t.db, new LocalDiskStore(storageDir), 24 * 3600 * 1000);
    expect(await readdir(path.join(storageDir, 'customer-fapiao-image'))).toContain(image.uri);
    // a private store: read with the file cookie a sign-in sets (docs/files.md)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    const files = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('comptoir_files='));
    const cookie = files?.split(';')[0] ?? '';
    const got = await t.call('GET', `/storage/customer-fapiao-image/${image.uri}`, { headers: { cookie } });
    expect(got.statusCode).toBe(200);
  });

  it('refuses a forged uri or another store file on create and on edit (400 naming the field)', async () => {
    const forged = { name: 'x.png', uri: `${'d'.repeat(32)}.png` };
    const banner = await upload('offer-banner', PNG);
    const a = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: customer({ profilePicture: forged }),
    });
    expect(a.statusCode).toBe(400);
    expect(a.json().fields).toHaveProperty('profilePicture');
    const b = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: customer({ fapiaoImages: [banner] }),
    });
    expect(b.statusCode).toBe(400);
    expect(b.json().fields).toHaveProperty('fapiaoImages');

    const picture = await upload('customer-picture', PNG);
    const made = await t.call('POST', '/api/customers', {
      as: 'admin',
      body: customer({ profilePicture: picture }),
    });
    expect(made.statusCode).toBe(201);
    const c = made.json();
    const edit = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'admin',
      body: { ...customer({ profilePicture: picture, fapiaoImages: [banner] }), version: c.version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toHaveProperty('fapiaoImages');
    const same = await t.call('PUT', `/api/customers/${c.id}`, {
      as: 'admin',
      body: { ...customer({ profilePicture: picture }), version: c.version },
    });
    expect(same.statusCode).toBe(200);
  });
});
