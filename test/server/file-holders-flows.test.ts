import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { type TestApp, testApp } from './helpers.ts';
import { upload } from './write-fixtures.ts';

/**
 * The everyday saves the private files' holder rule (docs/files.md) must let through, and the
 * ways round it it must not: a colleague's edit of a record holding another's upload, the files
 * re-sent in another order or one of them dropped, a create sent twice with its key; and a file
 * named twice, in capitals, or moved to the record's other file field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const { kitchen } = COMMUNITY_IDS;
const customer = (fapiaoImages: StoredFile[], profilePicture: StoredFile | null = null) => ({
  name: 'Flow Fang',
  wechatGroups: [{ community: kitchen, groupNumber: 9 }],
  fapiaoImages,
  profilePicture,
});

describe('the private files of a record’s everyday saves', () => {
  it('lets colleagues reorder, drop and keep the files a record holds; a create sent twice is one', async () => {
    const a = await upload(t, 'customer-fapiao-image', 'customer-hero');
    const b = await upload(t, 'customer-fapiao-image', 'customer-hero');
    const headers = { 'idempotency-key': 'flows-create-0001' };
    const made = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: customer([a, b]),
      headers,
    });
    expect(made.statusCode, made.body).toBe(201);
    const again = await t.call('POST', '/api/customers', {
      as: 'customer-hero',
      body: customer([a, b]),
      headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(made.json().id);
    const id = made.json().id as string;
    let version = made.json().version as number;
    for (const [as, files] of [
      ['admin', [b, a]],
      ['community-manager', [a]],
      ['customer-hero', [a]],
    ] as const) {
      const r = await t.call('PUT', `/api/customers/${id}`, {
        as,
        body: { ...customer([...files]), version },
      });
      expect(r.statusCode, `${as} ${r.body}`).toBe(200);
      version = r.json().version;
    }
  });

  it('refuses a held file in capitals, named twice beside a foreign one, or moved to the other field', async () => {
    const own = await upload(t, 'customer-fapiao-image', 'customer-hero');
    const made = await t.call('POST', '/api/customers', { as: 'customer-hero', body: customer([own]) });
    expect(made.statusCode, made.body).toBe(201);
    const other = await upload(t, 'customer-fapiao-image', 'admin');
    const otherHolder = await t.call('POST', '/api/customers', { as: 'admin', body: customer([other]) });
    expect(otherHolder.statusCode).toBe(201);
    const id = made.json().id as string;
    const version = made.json().version as number;
    const tries: [StoredFile[], StoredFile | null][] = [
      [[own, { ...other, uri: other.uri.toUpperCase() }], null],
      [[own, own, other], null],
      [[own], own],
      [[own], other],
    ];
    for (const [fapiao, picture] of tries) {
      const r = await t.call('PUT', `/api/customers/${id}`, {
        as: 'customer-hero',
        body: { ...customer(fapiao, picture), version },
      });
      expect(r.statusCode, JSON.stringify([fapiao, picture])).toBe(400);
    }
  });
});
