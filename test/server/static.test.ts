import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await testApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serving the console', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/users/42', '/delivery?tabState=areas']) {
      const r = await t.call('GET', url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toContain('id="root"');
    }
  });

  it('serves hashed assets as immutable, and 404s a missing file', async () => {
    const r = await t.call('GET', '/assets/main-abc123.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
    expect((await t.call('GET', '/assets/missing.js')).statusCode).toBe(404);
  });

  it('keeps /api answers JSON: unknown API paths are a JSON 404, not the page', async () => {
    const r = await t.call('GET', '/api/unknown');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'not_found', message: 'errors.notFound' });
    expect((await t.call('GET', '/api/health')).json()).toEqual({ ok: true });
  });
});
