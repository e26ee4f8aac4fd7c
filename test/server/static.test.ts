import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers.ts';
import { precompress } from '../../server/precompress.ts';
import { type TestApp, testApp } from './helpers.ts';

const ENTRY = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })))};`;

// a chunk of a few hundred bytes, as a page load fetches dozens of
const CHUNK = `import{j as e}from"./index.js";function c({className:a,elevation:l=0,interactive:r=!1,...o}){return e.jsx("div",{className:["bp6-card","bp6-elevation-"+l,r?"bp6-interactive":"",a].join(" "),...o})}function d({className:a,...o}){return e.jsx("div",{className:["bp6-card-list",a].join(" "),...o})}export{c as Card,d as CardList};`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'assets', 'entry-def456.js'), ENTRY);
  await writeFile(path.join(dir, 'assets', 'chunk-ab34.js'), CHUNK);
  await writeFile(path.join(dir, 'assets', 'mark-ab12.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompress(dir);
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

  it('sends a built script only the headers that apply to it; the page and other files keep all', async () => {
    for (const encoding of ['br', 'identity']) {
      const r = await t.call('GET', '/assets/entry-def456.js', { headers: { 'accept-encoding': encoding } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['cache-control']).toContain('immutable');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'etag',
        'last-modified',
        'x-request-id',
      ])
        expect(r.headers[name], `${name} (${encoding})`).toBeUndefined();
    }
    // a document, a picture that could be opened as one, and a miss keep every header
    for (const url of ['/', '/users/42', '/assets/mark-ab12.svg', '/assets/missing.js']) {
      const r = await t.call('GET', url);
      expect(r.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers['x-frame-options'], url).toBe('DENY');
      expect(r.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('serves the brotli or gzip variant written at build by content negotiation', async () => {
    const url = '/assets/entry-def456.js';
    const br = await t.call('GET', url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);
    expect(br.rawPayload.length).toBeLessThan(ENTRY.length / 4);

    const gz = await t.call('GET', url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);

    const plain = await t.call('GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ENTRY);
    // a few hundred bytes are still worth their encoding header
    const chunk = await t.call('GET', '/assets/chunk-ab34.js', { headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe(CHUNK);
    expect(chunk.rawPayload.length).toBeLessThan(CHUNK.length - 32);
    // too small to be worth a variant: sent as it is to everyone
    const small = await t.call('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('keeps /api answers JSON: unknown API paths are a JSON 404, not the page', async () => {
    const r = await t.call('GET', '/api/unknown');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'not_found', message: 'errors.notFound' });
    expect((await t.call('GET', '/api/health')).json()).toEqual({ ok: true });
  });
});
