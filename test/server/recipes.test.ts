import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeTags } from '../../domain/recipes/schema.ts';
import type { Role } from '../../domain/roles.ts';
import type { StoredFile } from '../../domain/storages.ts';
import { multipart, PNG, SAMPLES } from './files-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
let root: string;
let productId: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'comptoir-recipes-'));
  t = await testApp({ storageDir: path.join(root, 'storage') });
  productId = (
    await t.db.selectFrom('products').select('id').where('product_id', '=', 'P0010').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const ALLOWED: Role[] = ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'];
const REFUSED: Role[] = ['customer-hero', 'logistic', 'finance'];

async function upload(storage: string, data: Buffer = PNG, as: Role = 'designer'): Promise<StoredFile> {
  const { body, contentType } = multipart([{ field: 'file', filename: 'picture.png', data }]);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/files/${storage}`,
    headers: { authorization: `Bearer ${await t.tokenOf(as)}`, 'content-type': contentType },
    payload: body,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as StoredFile;
}

async function newRecipe(over: Record<string, unknown> = {}) {
  const [en, zh] = [await upload('recipe-cover'), await upload('recipe-cover')];
  return {
    name: { en: 'Crêpes', zh: '可丽饼' },
    serving: 4,
    preparationTime: 20,
    bakingTime: 10,
    calories: 300,
    description: { en: '<p>Whisk <strong>well</strong>.</p>', zh: '<p>充分<strong>搅拌</strong>。</p>' },
    mainPicture: { en, zh },
    otherMedia: [],
    tags: ['meal.breakfast', 'cuisine.french'],
    products: [productId],
    pinTop: false,
    status: 'available',
    ...over,
  };
}

describe('recipe calls and roles', () => {
  it('lists the seeded recipes, newest first, with their linked products and a total', async () => {
    const r = await t.call('GET', '/api/recipes?range=[0,79]', { as: 'designer' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-range']).toBe('recipes 0-19/20');
    const rows = r.json() as Recipe[];
    const dates = rows.map((x) => x.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const quiche = rows.find((x) => x.name.en === 'Quiche lorraine');
    expect(quiche?.products.map((p) => p.productId)).toEqual(['P0001', 'P0010', 'P0002']);
    expect(quiche?.pinTop).toBe(true);
  });

  it('filters by name in either language, by tag and by status', async () => {
    const zh = await t.call('GET', `/api/recipes?filter=${encodeURIComponent('{"name":"火锅"}')}`, {
      as: 'admin',
    });
    expect((zh.json() as Recipe[]).map((x) => x.name.en)).toEqual(['Cheese fondue']);
    const tag = await t.call(
      'GET',
      `/api/recipes?filter=${encodeURIComponent('{"tag":"cuisine.japanese"}')}`,
      {
        as: 'admin',
      },
    );
    expect((tag.json() as Recipe[]).map((x) => x.name.en).sort()).toEqual([
      'Matcha pancakes',
      'Salmon sushi bowl',
    ]);
    const drafts = await t.call(
      'GET',
      `/api/recipes?filter=${encodeURIComponent('{"status":"discontinued"}')}`,
      {
        as: 'admin',
      },
    );
    expect(drafts.headers['content-range']).toBe('recipes 0-1/2');
    const bad = await t.call('GET', `/api/recipes?filter=${encodeURIComponent('{"status":"gone"}')}`, {
      as: 'admin',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the tag dictionary per group', async () => {
    const r = await t.call('GET', '/api/recipe-tags', { as: 'community-manager' });
    expect(r.statusCode).toBe(200);
    const tags = r.json() as RecipeTags;
    expect(Object.keys(tags)).toEqual([
      'meal',
      'allergy',
      'cuisine',
      'time',
      'community',
      'ingredients',
      'diet',
    ]);
    expect(tags.time.map((x) => x.key)).toContain('time.quickie');
    expect(tags.diet.find((x) => x.key === 'diet.vegan')?.name).toEqual({ en: 'Vegan', zh: '纯素' });
  });

  it('searches products for the picker by either name or number, discontinued ones left out', async () => {
    const r = await t.call('GET', `/api/recipe-products?filter=${encodeURIComponent('{"name":"孔泰"}')}`, {
      as: 'designer',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      {
        id: productId,
        productId: 'P0010',
        name: { en: 'Aged comté', zh: '陈年孔泰奶酪' },
        status: 'available',
      },
    ]);
    await t.db
      .updateTable('products')
      .set({ status: 'discontinued' })
      .where('product_id', '=', 'P0011')
      .execute();
    const gone = await t.call(
      'GET',
      `/api/recipe-products?filter=${encodeURIComponent('{"name":"P0011"}')}`,
      {
        as: 'designer',
      },
    );
    expect(gone.json()).toEqual([]);
  });

  it('lets every recipe role in, the designer included, and no one else', async () => {
    const one = (await t.call('GET', '/api/recipes', { as: 'admin' })).json()[0] as Recipe;
    for (const role of ALLOWED) {
      expect((await t.call('GET', '/api/recipes', { as: role })).statusCode, role).toBe(200);
      expect((await t.call('GET', `/api/recipes/${one.id}`, { as: role })).statusCode, role).toBe(200);
    }
    for (const role of REFUSED) {
      for (const [method, url] of [
        ['GET', '/api/recipes'],
        ['GET', `/api/recipes/${one.id}`],
        ['GET', '/api/recipe-tags'],
        ['GET', '/api/recipe-products'],
        ['POST', '/api/recipes'],
        ['PUT', `/api/recipes/${one.id}`],
      ] as const) {
        const r = await t.call(method, url, { as: role, body: method === 'GET' ? undefined : {} });
        expect(r.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.call('GET', '/api/recipes')).statusCode).toBe(401);
  });

  it('404 for a recipe that does not exist or an id that is not one', async () => {
    expect(
      (await t.call('GET', '/api/recipes/6f1c2a52-0000-4000-8000-000000000000', { as: 'admin' })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/recipes/42', { as: 'admin' })).statusCode).toBe(404);
  });
});

describe('create and edit', () => {
  let created: Recipe;

  it('creates a recipe (201) with its tags, products and pictures, audited', async () => {
    const picture = await upload('recipe-description');
    const body = await newRecipe({
      description: {
        en: `<p>Whisk <strong>well</strong>.</p><p><img src="/storage/recipe-description/${picture.uri}" alt="batter"></p>`,
        zh: '<p>充分<strong>搅拌</strong>。</p>',
      },
    });
    const r = await t.call('POST', '/api/recipes', { as: 'designer', body });
    expect(r.statusCode, r.body).toBe(201);
    created = r.json() as Recipe;
    expect(created).toMatchObject({
      name: { en: 'Crêpes', zh: '可丽饼' },
      serving: 4,
      preparationTime: 20,
      tags: ['meal.breakfast', 'cuisine.french'],
      status: 'available',
      version: 1,
    });
    expect(created.products.map((p) => p.id)).toEqual([productId]);
    expect(created.description.en).toContain('<strong>well</strong>');
    expect(created.description.en).toContain(
      `<img src="/storage/recipe-description/${picture.uri}" alt="batter">`,
    );
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'recipe')
      .where('entity_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('create');
    // the files are claimed: the sweep will keep them
    const claimed = await t.db
      .selectFrom('files')
      .select(['uri', 'claimed_at'])
      .where('uri', '=', picture.uri)
      .executeTakeFirstOrThrow();
    expect(claimed.claimed_at).not.toBeNull();
    expect((await t.call('GET', `/api/recipes/${created.id}`, { as: 'admin' })).json()).toEqual(created);
  });

  it('keeps only the allowed markup: scripts, event handlers and foreign sources are removed', async () => {
    const hostile =
      '<p onclick="steal()">Hi <b style="color:red">there</b><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><img src="https://evil.example/p.png">' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://comptoir.example/a">good</a>' +
      '<iframe src="https://evil.example"></iframe><svg><script>alert(4)</script></svg>' +
      '<svg onload="alert(5)"></svg><i style="width: expression(alert(6))">style</i>' +
      '<a href="jav&#x61;script:alert(7)">encoded</a><scr<script>ipt>alert(8)</script>';
    const r = await t.call('PUT', `/api/recipes/${created.id}`, {
      as: 'admin',
      body: {
        version: await versionNow(t, `/api/recipes/${created.id}`),
        ...(await newRecipe()),
        description: { en: hostile, zh: '<p>好</p><img src=x onerror=alert(1)//>' },
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const saved = r.json() as Recipe;
    expect(saved.description.en).toBe(
      '<p>Hi <b>there</b></p><a>bad</a> <a href="https://comptoir.example/a" rel="noopener noreferrer" target="_blank">good</a>' +
        '<i>style</i><a>encoded</a>ipt&gt;alert(8)',
    );
    expect(saved.description.zh).toBe('<p>好</p>');
    const stored = await t.db
      .selectFrom('recipes')
      .select(['description_en', 'description_zh'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Object.values(stored).join('')).not.toMatch(
      /script|onerror|onclick|onload|expression|javascript|evil/,
    );
    created = saved;
  });

  it('409 with the current record on a stale version; the current one saves', async () => {
    const body = { ...(await newRecipe()), name: { en: 'Crêpes Suzette', zh: '苏泽特可丽饼' } };
    const stale = await t.call('PUT', `/api/recipes/${created.id}`, {
      as: 'designer',
      body: { ...body, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'conflict',
      details: { id: created.id, version: created.version },
    });
    const ok = await t.call('PUT', `/api/recipes/${created.id}`, {
      as: 'designer',
      body: {
        ...body,
        version: created.version,
        status: 'discontinued',
        pinTop: true,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ version: created.version + 1, status: 'discontinued', pinTop: true });
    const last = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'recipe')
      .where('entity_id', '=', created.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.action).toBe('unpublish');
  });

  it('shows the history to the recipe roles only', async () => {
    const mine = await t.call('GET', `/api/history/recipes/${created.id}`, { as: 'designer' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as { action: string }[]).map((e) => e.action)).toContain('create');
    const theirs = await t.call('GET', `/api/history/recipes/${created.id}`, { as: 'logistic' });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('bad input: a 400 naming the field', () => {
  const cases: [string, (b: Record<string, unknown>) => Record<string, unknown>, string, string][] = [
    [
      'English name required',
      (b) => ({ ...b, name: { en: ' ', zh: '可丽饼' } }),
      'name.en',
      'validation.required',
    ],
    ['Chinese name required', (b) => ({ ...b, name: { en: 'Crêpes' } }), 'name.zh', 'validation.required'],
    [
      'preparation time required',
      ({ preparationTime: _, ...b }) => b,
      'preparationTime',
      'validation.required',
    ],
    [
      'preparation time an integer',
      (b) => ({ ...b, preparationTime: 12.5 }),
      'preparationTime',
      'validation.integer',
    ],
    ['serving an integer', (b) => ({ ...b, serving: 2.5 }), 'serving', 'validation.integer'],
    ['baking time an integer', (b) => ({ ...b, bakingTime: 7.25 }), 'bakingTime', 'validation.integer'],
    ['calories an integer', (b) => ({ ...b, calories: 99.9 }), 'calories', 'validation.integer'],
    ['calories not negative', (b) => ({ ...b, calories: -1 }), 'calories', 'validation.min'],
    [
      'English description required',
      (b) => ({ ...b, description: { en: '', zh: '<p>好</p>' } }),
      'description.en',
      'validation.required',
    ],
    [
      'Chinese description is not only removed markup',
      (b) => ({ ...b, description: { en: '<p>ok</p>', zh: '<p><script>x</script> </p>' } }),
      'description.zh',
      'validation.required',
    ],
    [
      'an English description nested deeper than an editor writes (its cleaning grows with the square of the depth)',
      (b) => ({ ...b, description: { en: `${'<b>'.repeat(33_333)}x`, zh: '<p>好</p>' } }),
      'description.en',
      'validation.nestedTooDeep',
    ],
    [
      'both main pictures',
      (b) => ({ ...b, mainPicture: { en: (b.mainPicture as { en: unknown }).en, zh: null } }),
      'mainPicture',
      'validation.setMainPictures',
    ],
    [
      'picture uploaded here',
      (b) => ({
        ...b,
        mainPicture: {
          en: { name: 'x.png', uri: `${'a'.repeat(32)}.png` },
          zh: (b.mainPicture as { zh: unknown }).zh,
        },
      }),
      'mainPicture.en',
      'errors.unknownFile',
    ],
    [
      'tags from the dictionary',
      (b) => ({ ...b, tags: ['meal.lunch', 'meal.brunch'] }),
      'tags.1',
      'validation.unknownTag',
    ],
    [
      'linked products exist',
      (b) => ({ ...b, products: ['6f1c2a52-0000-4000-8000-000000000000'] }),
      'products.0',
      'validation.unknownProduct',
    ],
    ['pin to top a boolean', (b) => ({ ...b, pinTop: 'yes' }), 'pinTop', 'validation.invalid'],
    ['status published or not', (b) => ({ ...b, status: 'published' }), 'status', 'validation.invalid'],
  ];
  for (const [rule, change, field, message] of cases) {
    it(rule, async () => {
      const r = await t.call('POST', '/api/recipes', {
        as: 'product-manager',
        body: change(await newRecipe()),
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().fields?.[field], JSON.stringify(r.json())).toBe(message);
    });
  }

  it('other media: jpg, jpeg, png, gif, mp4 only (the store would also take webm)', async () => {
    const webm = await upload('recipe-other-media', SAMPLES.webm);
    const mp4 = await upload('recipe-other-media', SAMPLES.mp4);
    const bad = await t.call('POST', '/api/recipes', {
      as: 'admin',
      body: await newRecipe({ otherMedia: [mp4, webm] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'otherMedia.1': 'validation.recipeMedia' });
    const ok = await t.call('POST', '/api/recipes', {
      as: 'admin',
      body: await newRecipe({ otherMedia: [mp4] }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    // a cover is not other media: a file of another store is refused
    const cover = await upload('recipe-cover');
    const wrong = await t.call('POST', '/api/recipes', {
      as: 'admin',
      body: await newRecipe({ otherMedia: [cover] }),
    });
    expect(wrong.json().fields).toEqual({ otherMedia: 'errors.unknownFile' });
  });

  it('an unknown key is refused, not ignored', async () => {
    const r = await t.call('POST', '/api/recipes', { as: 'admin', body: await newRecipe({ author: 'me' }) });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ author: 'validation.invalid' });
  });
});
