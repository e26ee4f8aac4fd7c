import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import type { StorageName, StoredFile } from '../../domain/storages.ts';
import { sweepFiles } from '../../server/files/sweep.ts';
import { LocalDiskStore } from '../../server/storage/local-disk.ts';
import { ELF, EXE, multipart, PNG, SAMPLES } from './files-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let root: string;
let dist: string;
let storageDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'comptoir-files-'));
  storageDir = path.join(root, 'storage');
  dist = path.join(root, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  // a secret beside the store: nothing under /storage may ever reach it
  await writeFile(path.join(root, 'secret.txt'), 'do not serve');
  t = await testApp({ storageDir, staticDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** A multipart body of these parts posted to a store, as `as`. */
async function postParts(storage: string, parts: Parameters<typeof multipart>[0], as: Role = 'admin') {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/${storage}`,
    headers: { authorization: `Bearer ${await t.tokenOf(as)}`, 'content-type': contentType },
    payload: body,
  });
}

const upload = (
  storage: string,
  data: Buffer,
  opts: { as?: Role; filename?: string; type?: string; field?: string } = {},
) =>
  postParts(
    storage,
    [{ field: opts.field ?? 'file', filename: opts.filename ?? 'photo.png', type: opts.type, data }],
    opts.as,
  );

/** The app on a real socket, for the calls that must not go through inject (once per file). */
const listening = async () => {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
};

const filesOnDisk = async (storage: string) => readdir(path.join(storageDir, storage)).catch(() => []);

describe('POST /api/files/{storage}', () => {
  const cases: [keyof typeof SAMPLES, StorageName, string, string][] = [
    ['jpeg', 'product-cover', 'jpg', 'image/jpeg'],
    ['png', 'offer-banner', 'png', 'image/png'],
    ['gif', 'gift-image', 'gif', 'image/gif'],
    ['webp', 'pack-illustration', 'webp', 'image/webp'],
    ['pdf', 'product-tech-sheet', 'pdf', 'application/pdf'],
    ['mp4', 'offer-media', 'mp4', 'video/mp4'],
    ['webm', 'recipe-other-media', 'webm', 'video/webm'],
  ];
  for (const [kind, storage, ext, mime] of cases) {
    it(`stores a ${kind} in ${storage} under a generated name and serves it back`, async () => {
      const data = SAMPLES[kind];
      const r = await upload(storage, data, { filename: `holiday ${kind}.bin` });
      expect(r.statusCode, r.body).toBe(200);
      const ref = r.json() as StoredFile;
      expect(ref.name).toBe(`holiday ${kind}.bin`);
      expect(ref.uri).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(ref.hash).toBeUndefined();
      const got = await t.call('GET', `/storage/${storage}/${ref.uri}`);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(mime);
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.equals(data)).toBe(true);
      const row = await t.db
        .selectFrom('files')
        .selectAll()
        .where('uri', '=', ref.uri)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ storage, size: data.length, content_type: mime });
    });
  }

  it('answers the content hash for rich-text media (recipe-description)', async () => {
    const r = await upload('recipe-description', PNG, { as: 'designer' });
    expect(r.statusCode).toBe(200);
    expect(r.json().hash).toBe(createHash('sha256').update(PNG).digest('hex'));
  });

  it('413 past the store limit, whether the size is declared or found while streaming', async () => {
    const before = await filesOnDisk('member-avatar');
    const limit = 2 * 1024 * 1024;
    // just past the limit: the declared length is within the framing slack, so the stream is cut
    const a = await upload('member-avatar', Buffer.concat([PNG, Buffer.alloc(limit)]));
    expect(a.statusCode).toBe(413);
    expect(a.json()).toMatchObject({ error: 'payload_too_large', message: 'errors.fileTooLarge' });
    expect(a.json().details).toEqual({ maxBytes: limit });
    // far past it: refused from the Content-Length before any byte is read
    const b = await upload('member-avatar', Buffer.concat([PNG, Buffer.alloc(limit * 2)]));
    expect(b.statusCode).toBe(413);
    expect(await filesOnDisk('member-avatar')).toEqual(before);
    // exactly at the limit is fine
    const c = await upload('member-avatar', Buffer.concat([PNG, Buffer.alloc(limit - PNG.length)]));
    expect(c.statusCode).toBe(200);
  });

  it('415 for a renamed executable: the bytes decide, not the name or the declared type', async () => {
    for (const exe of [EXE, ELF]) {
      const r = await upload('product-cover', exe, { filename: 'cute-cat.jpg', type: 'image/jpeg' });
      expect(r.statusCode).toBe(415);
      expect(r.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'errors.unsupportedFileType',
      });
    }
    // a real PDF is still refused by a store that only takes pictures
    expect((await upload('product-cover', SAMPLES.pdf, { filename: 'a.png' })).statusCode).toBe(415);
    // an empty file has no kind
    expect((await upload('product-cover', Buffer.alloc(0))).statusCode).toBe(415);
  });

  it('404 for an unknown storage, 403 for a role the store does not admit, 401 without a token', async () => {
    const unknown = await upload('passwords', PNG);
    expect(unknown.statusCode).toBe(404);
    expect((await upload('..%2fusers', PNG)).statusCode).toBe(404);
    const refused = await upload('customer-picture', PNG, { as: 'designer' });
    expect(refused.statusCode).toBe(403);
    expect((await upload('finance-information', PNG, { as: 'community-manager' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/files/offer-banner', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('400 without a `file` part; 415 for a body that is not multipart', async () => {
    expect((await upload('offer-banner', PNG, { field: 'picture' })).statusCode).toBe(400);
    const json = await t.call('POST', '/api/files/offer-banner', { as: 'admin', body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('400 naming the part that is not the file: a file under another name, a text field before it', async () => {
    const renamed = await upload('offer-banner', PNG, { field: 'picture' });
    expect(renamed.json().fields).toEqual({
      file: 'validation.required',
      picture: 'validation.unknownField',
    });
    const r = await postParts('offer-banner', [
      { field: 'note', data: 'hello' },
      { field: 'file', filename: 'photo.png', data: PNG },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ note: 'validation.unknownField' });
    // a text where the file goes: no file was sent
    const asText = await postParts('offer-banner', [{ field: 'file', data: 'hello' }]);
    expect(asText.statusCode).toBe(400);
    expect(asText.json().fields).toEqual({ file: 'validation.required' });
  });

  it('over HTTP, in chunks: a part after the file, a second file, nine strays: 400, nothing kept', async () => {
    await listening();
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = await t.tokenOf('admin');
    const before = await filesOnDisk('offer-banner');
    const big = Buffer.concat([PNG, Buffer.alloc(256 * 1024, 1)]);
    const send = async (parts: Parameters<typeof multipart>[0]) => {
      const { body, contentType } = multipart(parts);
      const r = await fetch(`${base}/api/files/offer-banner`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body: new Uint8Array(body),
      });
      return { status: r.status, fields: ((await r.json()) as { fields?: unknown }).fields };
    };
    const file = { field: 'file', filename: 'chunks.png', data: big };
    expect(await send([file, { field: 'note', data: 'after' }])).toEqual({
      status: 400,
      fields: { note: 'validation.unknownField' },
    });
    expect(await send([file, { field: 'other', filename: 'b.png', data: PNG }])).toEqual({
      status: 400,
      fields: { other: 'validation.unknownField' },
    });
    const nine = Array.from({ length: 9 }, (_, i) => ({ field: `f${i}`, data: 'x' }));
    expect((await send([...nine, file])).status).toBe(400);
    expect(await send([{ field: 'note', data: 'alone' }])).toEqual({
      status: 400,
      fields: { file: 'validation.required', note: 'validation.unknownField' },
    });
    expect(await filesOnDisk('offer-banner')).toEqual(before);
    expect((await send([file])).status).toBe(200);
  });

  it('400, never a 500, for a multipart body without boundary or cut short', async () => {
    const token = await t.tokenOf('admin');
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files/offer-banner',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const noBoundary = await post('multipart/form-data', 'garbage');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ error: 'bad_request', message: 'errors.badRequest' });
    const head = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    expect((await post('multipart/form-data; boundary=abc', head)).statusCode).toBe(400);
    const cut = await post('multipart/form-data; boundary=abc', head + PNG.toString('latin1'));
    expect(cut.statusCode).toBe(400);
    const rows = await t.db.selectFrom('files').select('uri').where('name', '=', 'a.png').execute();
    expect(rows).toEqual([]);
  });

  it('never lets the client name a file: slashes, dots and NUL stay in the display name only', async () => {
    const r = await upload('offer-banner', PNG, { filename: '../../etc/evil\u0000.png' });
    expect(r.statusCode).toBe(200);
    expect(r.json().name).toBe('evil.png');
    expect(await readdir(storageDir)).not.toContain('etc');
    expect((await readdir(root)).sort()).toEqual(['dist', 'secret.txt', 'storage']);
  });
});
it('drops the bidirectional controls from the display name, so it cannot show a spoofed extension', async () => {
  // "photo\u202Egnp.exe" shows as "photoexe.png"; every embedding, override and isolate goes
  const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
  const r = await upload('offer-banner', PNG, { filename: `pho${bidi}to\u202Egnp.exe` });
  expect(r.statusCode).toBe(200);
  const { name, uri } = r.json() as StoredFile;
  expect(name).toBe('photognp.exe');
  const row = await t.db.selectFrom('files').select('name').where('uri', '=', uri).executeTakeFirstOrThrow();
  expect(row.name).toBe('photognp.exe');
  // the name a record keeps is the one the client sends back: cleaned there too
  const avatar = (await upload('member-avatar', PNG, { as: 'designer' })).json() as StoredFile;
  const put = await t.call('PUT', '/api/profile/avatar', {
    as: 'designer',
    body: { avatar: { ...avatar, name: `face\u202Egnp.exe` } },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect((await t.call('GET', '/api/profile/avatar', { as: 'designer' })).json().avatar.name).toBe(
    'facegnp.exe',
  );
});

describe('GET /storage/{storage}/{uri}', () => {
  const traversals = [
    '/storage/../../etc/passwd',
    '/storage/offer-banner/../../secret.txt',
    '/storage/%2e%2e/%2e%2e/etc/passwd',
    '/storage/offer-banner/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/storage/offer-banner/..%2f..%2fsecret.txt',
    '/storage/offer-banner/%252e%252e%252fsecret.txt',
    '/storage/..%5c..%5csecret.txt',
    '/storage/offer-banner/%00.png',
    '/storage/offer-banner/secret.txt',
    '/storage/offer-banner',
    '/storage',
  ];

  it('404 for every encoded traversal (through the app)', async () => {
    // inject, like a browser, resolves whole dot segments before sending (/storage/../x and
    // /storage/%2e%2e/x are /x): those arrive intact only on a raw socket, the next test
    const dotSegment = /\/(\.\.|%2e%2e)(\/|$)/i;
    for (const url of traversals.filter((u) => !dotSegment.test(u))) {
      const r = await t.call('GET', url);
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toMatch(/root:|do not serve|id="root"/);
    }
  });

  it('404 for every traversal sent raw on a socket (no client-side normalisation)', async () => {
    await listening();
    const { port } = t.app.server.address() as AddressInfo;
    for (const url of traversals) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url }, (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      expect(status === 404 || status === 400, `${url} → ${status}`).toBe(true);
      expect(body, url).not.toMatch(/root:|do not serve|id="root"/);
    }
  });

  it('404 for a well-formed name that was never stored, or stored in another store', async () => {
    expect((await t.call('GET', `/storage/offer-banner/${'a'.repeat(32)}.png`)).statusCode).toBe(404);
    const ref = (await upload('offer-banner', PNG)).json() as StoredFile;
    expect((await t.call('GET', `/storage/gift-image/${ref.uri}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/storage/unknown-store/${ref.uri}`)).statusCode).toBe(404);
  });
});

describe('the profile picture and the sweep', () => {
  const age = (uri: string, days: number) =>
    sql`UPDATE files SET created_at = now() - make_interval(days => ${days}),
        claimed_at = CASE WHEN claimed_at IS NULL THEN NULL ELSE now() - make_interval(days => ${days}) END
        WHERE uri = ${uri}`.execute(t.db);

  it('PUT /api/profile/avatar takes only a file uploaded to member-avatar', async () => {
    const banner = (await upload('offer-banner', PNG)).json() as StoredFile;
    const r = await t.call('PUT', '/api/profile/avatar', { as: 'logistic', body: { avatar: banner } });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ avatar: 'errors.unknownFile' });
    const made = { name: 'x.png', uri: `${'b'.repeat(32)}.png` };
    expect(
      (await t.call('PUT', '/api/profile/avatar', { as: 'logistic', body: { avatar: made } })).statusCode,
    ).toBe(400);
    const bad = { avatar: { name: 'x', uri: '../../etc/passwd' } };
    expect((await t.call('PUT', '/api/profile/avatar', { as: 'logistic', body: bad })).statusCode).toBe(400);
  });

  it('removes unreferenced files after the grace, keeps referenced ones and young ones', async () => {
    const store = new LocalDiskStore(storageDir);
    const kept = (await upload('member-avatar', PNG, { as: 'logistic' })).json() as StoredFile;
    const dropped = (await upload('member-avatar', PNG, { as: 'logistic' })).json() as StoredFile;
    const young = (await upload('member-avatar', PNG, { as: 'logistic' })).json() as StoredFile;
    const put = await t.call('PUT', '/api/profile/avatar', { as: 'logistic', body: { avatar: kept } });
    expect(put.statusCode).toBe(200);
    expect((await t.call('GET', '/api/profile/avatar', { as: 'logistic' })).json()).toEqual({ avatar: kept });

    // within the grace nothing goes
    const grace = 24 * 3600 * 1000;
    const first = await sweepFiles(t.db, store, grace);
    expect(first.removed.filter((f) => [kept.uri, dropped.uri, young.uri].includes(f.uri))).toEqual([]);

    await age(kept.uri, 3);
    await age(dropped.uri, 3);
    // bytes without a row (a crash between writing and recording) and a temporary leftover
    const stray = `${'c'.repeat(32)}.png`;
    await writeFile(path.join(storageDir, 'member-avatar', stray), PNG);
    await writeFile(path.join(storageDir, 'member-avatar', '.upload-deadbeef'), PNG);
    const old = new Date(Date.now() - 3 * grace);
    await utimes(path.join(storageDir, 'member-avatar', stray), old, old);
    await utimes(path.join(storageDir, 'member-avatar', '.upload-deadbeef'), old, old);

    const second = await sweepFiles(t.db, store, grace);
    expect(second.ran).toBe(true);
    expect(second.removed.map((f) => f.uri)).toContain(dropped.uri);
    expect(second.removed.map((f) => f.uri)).not.toContain(kept.uri);
    expect(second.orphans).toBe(2);
    const left = await filesOnDisk('member-avatar');
    expect(left).toContain(kept.uri);
    expect(left).toContain(young.uri);
    expect(left).not.toContain(dropped.uri);
    expect(left).not.toContain(stray);
    expect((await t.call('GET', `/storage/member-avatar/${dropped.uri}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/storage/member-avatar/${kept.uri}`)).statusCode).toBe(200);

    // once the member picks another picture, the old one is no longer referenced
    await t.call('PUT', '/api/profile/avatar', { as: 'logistic', body: { avatar: null } });
    await age(kept.uri, 3);
    expect((await sweepFiles(t.db, store, grace)).removed.map((f) => f.uri)).toContain(kept.uri);
  });

  it('a fresh claim keeps an old unreferenced file (a form saved just now)', async () => {
    const store = new LocalDiskStore(storageDir);
    const f = (await upload('member-avatar', PNG, { as: 'finance' })).json() as StoredFile;
    await age(f.uri, 3);
    expect(
      (await t.call('PUT', '/api/profile/avatar', { as: 'finance', body: { avatar: f } })).statusCode,
    ).toBe(200);
    expect((await sweepFiles(t.db, store, 24 * 3600 * 1000)).removed.map((r) => r.uri)).not.toContain(f.uri);
  });

  it('one instance sweeps at a time: a second one skips while the lock is held', async () => {
    const store = new LocalDiskStore(storageDir);
    await t.db.connection().execute(async (conn) => {
      await sql`SELECT pg_advisory_lock(hashtext('comptoir.files.sweep'))`.execute(conn);
      try {
        expect((await sweepFiles(t.db, store)).ran).toBe(false);
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtext('comptoir.files.sweep'))`.execute(conn);
      }
    });
    expect((await sweepFiles(t.db, store)).ran).toBe(true);
  });
});
