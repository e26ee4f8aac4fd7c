import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { keyOfNormalized, nameKey } from '../../domain/name-key.ts';
import type { Supplier } from '../../domain/suppliers/schema.ts';
import { demoAreaId } from '../../server/db/seed/foundation.ts';
import { cellsOf } from './cells-fixtures.ts';
import { multipart, PNG } from './files-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * A unique name is unique as staff read it (docs/domain.md, "Names"): a second supplier, product,
 * quick reply, delivery area or saved view whose name only differs by full-width letters, an
 * invisible character, another Unicode normalization or its spaces is the same name, refused
 * with the same 409 as an exact duplicate.
 */
let t: TestApp;
let supplierId: string;
let cover: unknown;
beforeAll(async () => {
  t = await testApp();
  supplierId = (await t.db.selectFrom('suppliers').select('id').orderBy('name').executeTakeFirstOrThrow()).id;
  const { body, contentType } = multipart([{ field: 'file', filename: 'cover.png', data: PNG }]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/files/product-cover',
    headers: { authorization: `Bearer ${await t.tokenOf('admin')}`, 'content-type': contentType },
    payload: body,
  });
  cover = r.json();
});
afterAll(() => t.close());

const tag = () => randomBytes(4).toString('hex');
/** Letters and digits as their full-width forms, the space as the ideographic space. */
const fullWidth = (s: string) =>
  s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');
/** Each way a name can be written again so that nobody tells it from the first. */
const lookalikes = (name: string): [string, string][] => [
  ['full-width', fullWidth(name)],
  ['zero-width space', name.replace(' ', ' \u200b')],
  ['zero-width non-joiner', `${name.slice(0, 3)}\u200c${name.slice(3)}`],
  ['zero-width joiner', `${name.slice(0, 2)}\u200d${name.slice(2)}`],
  ['word joiner', `${name}\u2060`],
  ['byte order mark', `\ufeff${name}`],
  ['soft hyphen', `${name.slice(0, 4)}\u00ad${name.slice(4)}`],
  ['decomposed accent', name.normalize('NFD')],
  ['no-break space', name.replace(' ', '\u00a0')],
  ['doubled space', name.replace(' ', '  ')],
  ['upper case', name.toUpperCase()],
];
const supplierBody = (name: string) => ({
  name,
  type: 'direct_sales',
  paymentTerm: '30days',
  status: 'available',
  financeInformation: [],
});
/** A name with an accent (NFC) and spaces, new to this run. */
const fresh = (what: string) => `Café ${what} ${tag()}`;

describe('look-alike names are the same name (409 naming the field)', () => {
  it('suppliers: on create and on rename, by PUT and by the cells', async () => {
    const supplier = supplierBody;
    const name = fresh('Supplier');
    expect((await t.call('POST', '/api/suppliers', { as: 'admin', body: supplier(name) })).statusCode).toBe(
      201,
    );
    for (const [how, again] of lookalikes(name)) {
      const r = await t.call('POST', '/api/suppliers', { as: 'admin', body: supplier(again) });
      expect(r.statusCode, `${how}: ${r.body}`).toBe(409);
      expect(r.json()).toMatchObject({
        message: 'supplier.errors.exists',
        fields: { name: 'supplier.errors.exists' },
      });
    }
    const other = (
      await t.call('POST', '/api/suppliers', { as: 'admin', body: supplier(fresh('Other')) })
    ).json() as Supplier;
    const put = await t.call('PUT', `/api/suppliers/${other.id}`, {
      as: 'admin',
      body: { ...supplier(fullWidth(name)), version: other.version },
    });
    expect(put.statusCode, put.body).toBe(409);
    expect(put.json().fields).toEqual({ name: 'supplier.errors.exists' });
    const cell = await cellsOf<Supplier>(t, '/api/suppliers/cells').one('admin', other, {
      name: name.normalize('NFD'),
    });
    expect(cell).toMatchObject({ ok: false, status: 409, field: 'name', message: 'supplier.errors.exists' });
  });

  it('suppliers: look-alikes created at once, past the check before the write: one 201, the index refuses the rest', async () => {
    const name = fresh('Race');
    const answers = await Promise.all(
      [name, fullWidth(name), name.normalize('NFD'), `${name}\u200b`].map((n) =>
        t.call('POST', '/api/suppliers', { as: 'admin', body: supplierBody(n) }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().fields).toEqual({ name: 'supplier.errors.exists' });
  });

  it('products: another available product of the same English name', async () => {
    const product = (en: string) => ({
      name: { en, zh: '孔泰奶酪' },
      description: { en: 'Nutty', zh: '坚果味' },
      price: 8800,
      weight: 250,
      weightType: 'g',
      supplier: supplierId,
      productType: 'cheese',
      storageType: 'fresh',
      diet: [],
      mainPicture: { en: cover, zh: cover },
      technicalSheet: { en: null, zh: null },
    });
    const name = fresh('Comté');
    const first = await t.call('POST', '/api/products', { as: 'admin', body: product(name) });
    expect(first.statusCode, first.body).toBe(201);
    for (const [how, again] of lookalikes(name)) {
      const r = await t.call('POST', '/api/products', { as: 'admin', body: product(again) });
      expect(r.statusCode, `${how}: ${r.body}`).toBe(409);
      expect(r.json().fields).toEqual({ 'name.en': 'product.errors.exists' });
    }
  });

  it('quick replies: one title per community', async () => {
    const reply = (title: string) => ({
      title,
      community: COMMUNITY_IDS.kitchen,
      language: 'en',
      body: 'Hello',
    });
    const title = fresh('Reply').slice(0, 40);
    expect((await t.call('POST', '/api/quick-replies', { as: 'admin', body: reply(title) })).statusCode).toBe(
      201,
    );
    for (const [how, again] of lookalikes(title)) {
      const r = await t.call('POST', '/api/quick-replies', { as: 'admin', body: reply(again) });
      expect(r.statusCode, `${how}: ${r.body}`).toBe(409);
      expect(r.json().fields).toEqual({ title: 'quickReplies.errors.exists' });
    }
  });

  it('delivery areas: one name among siblings', async () => {
    const parent = demoAreaId('Shanghai/Pudong');
    const area = (name: string) => ({ name, nameZh: '公园', parent });
    const name = fresh('Park');
    expect((await t.call('POST', '/api/delivery-areas', { as: 'admin', body: area(name) })).statusCode).toBe(
      201,
    );
    for (const [how, again] of lookalikes(name)) {
      const r = await t.call('POST', '/api/delivery-areas', { as: 'admin', body: area(again) });
      expect(r.statusCode, `${how}: ${r.body}`).toBe(409);
      expect(r.json().fields).toEqual({ name: 'validation.nameTaken' });
    }
  });

  it("saved views: one name per member's list", async () => {
    const view = (name: string) => ({ list: 'users', name, state: { filter: {} } });
    const name = fresh('View');
    const first = await t.call('POST', '/api/views', { as: 'logistic', body: view(name) });
    expect(first.statusCode, first.body).toBe(201);
    for (const [how, again] of lookalikes(name)) {
      const r = await t.call('POST', '/api/views', { as: 'logistic', body: view(again) });
      expect(r.statusCode, `${how}: ${r.body}`).toBe(409);
      expect(r.json().fields).toEqual({ name: 'validation.nameTaken' });
    }
  });
});

describe('a name is stored as typed, less what never shows', () => {
  it('composes accents (NFC) and drops zero-width spaces, word joiners, byte order marks and soft hyphens', async () => {
    const base = `Cafe\u0301 Stored ${tag()}`;
    const r = await t.call('POST', '/api/suppliers', {
      as: 'admin',
      body: {
        name: `\ufeff${base.replace(' ', ' \u200b')}\u00ad\u2060`,
        type: 'services',
        paymentTerm: '30days',
        status: 'available',
        financeInformation: [],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().name).toBe(base.normalize('NFC'));
    for (const invisible of ['\u200b\u2060', '\u200c\u200d', '\u3164\ufe0f']) {
      const blank = await t.call('POST', '/api/suppliers', {
        as: 'admin',
        body: { name: invisible, type: 'services', paymentTerm: '30days', status: 'available' },
      });
      expect(blank.statusCode, invisible).toBe(400);
      expect(blank.json().fields).toMatchObject({ name: 'validation.required' });
    }
  });
});

describe('the database keys names as the domain does (name_key = nameKey)', () => {
  const hex = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16)).join(' ');
  /**
   * The database's key of each name is the domain's key of the database's NFKC of it, and that NFKC
   * is Node's, but for characters newer than one of the two engines' Unicode (at most `newer`).
   */
  const expectSameKeys = async (names: string[], newer = 0) => {
    const { rows } = await sql<{
      key: string;
      nfkc: string;
    }>`SELECT name_key(x) AS key, normalize(x, NFKC) AS nfkc
      FROM unnest(${names}::text[]) WITH ORDINALITY AS u(x, i) ORDER BY i`.execute(t.db);
    expect(names.filter((_, i) => rows[i]!.key !== keyOfNormalized(rows[i]!.nfkc)).map(hex)).toEqual([]);
    const drift = names.filter((n, i) => rows[i]!.nfkc !== n.normalize('NFKC'));
    expect(drift.length, drift.map(hex).join(', ')).toBeLessThanOrEqual(newer);
    expect(names.filter((n, i) => !drift.includes(n) && rows[i]!.key !== nameKey(n)).map(hex)).toEqual([]);
  };

  it('on every character of the Basic Multilingual Plane, alone and between letters', async () => {
    const chars: string[] = [];
    for (let cp = 1; cp <= 0xffff; cp++) if (cp < 0xd800 || cp > 0xdfff) chars.push(String.fromCharCode(cp));
    await expectSameKeys(chars, 20);
    await expectSameKeys(
      chars.map((c) => `Ab ${c} Éz`),
      20,
    );
  });

  it('on names written to deceive, and on astral letters, emoji and their joiners', async () => {
    await expectSameKeys([
      'ＡＢＣ',
      'A\u200bB\u200cC\u200dD\u2060E\ufeffF\u00adG',
      'Cafe\u0301',
      'ﬁne ﬂour',
      '  Ⅻ   ㍿ ㈱ ',
      '\u3000Tea\u3000\u3000House\u3000',
      'ΟΔΟΣ οδος ΌΣΟΣ',
      'İstanbul ǅ ǈ ẞ',
      '𝐀𝐁𝐂 𝔄 𐐀𐐨 𞤀',
      '👨\u200d🍳 ❤\ufe0f 🇨🇳',
      'a\u{e0041}b\u{1d173}c',
      '\u115f\u1160\u3164\uffa0',
      '\t\n\r\u0085\u2028\u2029',
    ]);
  });

  it('on random strings of letters, marks, spaces and format characters', async () => {
    const pool = [...'aAzZéÉ\u0301\u0308 \u00a0\u3000\u200b\u200d\u00adＡｚ１ΣσςİıßẞǅﬀK㎏Å'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const names = Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + (next() % 12) }, () => pool[next() % pool.length]).join(''),
    );
    await expectSameKeys(names);
  });
});
