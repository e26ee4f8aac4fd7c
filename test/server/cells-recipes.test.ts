import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../domain/recipes/schema.ts';
import { RECIPE_ROLES } from '../../domain/role-groups.ts';
import { ROLES } from '../../domain/roles.ts';
import { auditActions, cellsOf, saved, taker } from './cells-fixtures.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * POST /api/recipes/cells (docs/spreadsheet.md): the recipes list's cells, each row saved by the
 * recipe's edit (PUT /api/recipes/{id}) and answered as the list shows it.
 */
let t: TestApp;
let c: ReturnType<typeof cellsOf<Recipe>>;
let ids: string[];
beforeAll(async () => {
  t = await testApp();
  c = cellsOf<Recipe>(t, '/api/recipes/cells');
  ids = (await t.db.selectFrom('recipes').select('id').orderBy('created_at').orderBy('id').execute()).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

const read = async (id: string) => {
  const r = await t.call('GET', `/api/recipes/${id}`, { as: 'designer' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Recipe;
};
/** Seeded recipes, each used by one test only. */
const take = taker(() => ids);
const recipes = (n: number) => Promise.all(take(n).map(read));

describe('POST /api/recipes/cells', () => {
  it('saves every cell through the recipe edit, audited (publish, unpublish), read back', async () => {
    const [r] = await recipes(1);
    const to = r!.status === 'available' ? 'discontinued' : 'available';
    const set = {
      status: to,
      pinTop: !r!.pinTop,
      serving: 6,
      preparationTime: 25,
      bakingTime: 40,
      calories: 512,
    };
    const row = saved(await c.one('designer', r!, set));
    expect(row).toMatchObject({ ...set, id: r!.id, description: r!.description, products: r!.products });
    expect(await read(r!.id)).toEqual(row);
    const cleared = saved(
      await c.one('community-manager', row, { serving: null, bakingTime: null, calories: null }),
    );
    expect(cleared).toMatchObject({ serving: null, bakingTime: null, calories: null, preparationTime: 25 });
    const back = saved(await c.one('admin', cleared, { status: r!.status }));
    expect(back.status).toBe(r!.status);
    expect(await auditActions(t, 'recipe', r!.id)).toEqual([
      to === 'available' ? 'publish' : 'unpublish',
      'update',
      to === 'available' ? 'unpublish' : 'publish',
    ]);
  });

  it('lets only the recipe roles in, the designer included', async () => {
    const [r] = await recipes(1);
    let version = r!.version;
    for (const role of ROLES) {
      const res = await c.send(role, [{ id: r!.id, version, set: { calories: ROLES.indexOf(role) + 100 } }]);
      expect(res.statusCode, role).toBe(RECIPE_ROLES.includes(role) ? 200 : 403);
      if (res.statusCode === 200) version = saved(c.first(res)).version;
      expect((await read(r!.id)).version, role).toBe(version);
    }
  });

  it('refuses bad values naming the field, a stale row with the row as it stands; a mixed batch row by row', async () => {
    const [a, b] = await recipes(2);
    const bad: [string, unknown, string][] = [
      ['preparationTime', null, 'validation.required'],
      ['preparationTime', 1.5, 'validation.integer'],
      ['serving', 1001, 'validation.max'],
      ['calories', -1, 'validation.min'],
      ['pinTop', 'yes', 'validation.invalid'],
      ['status', 'published', 'validation.invalid'],
    ];
    for (const [field, value, message] of bad)
      expect(await c.one('admin', a!, { [field]: value }), field).toEqual({
        id: a!.id,
        ok: false,
        status: 400,
        message,
        field,
      });
    const moved = saved(await c.one('admin', a!, { serving: 2 }));
    expect(await c.one('admin', a!, { serving: 3 })).toEqual({
      id: a!.id,
      ok: false,
      status: 409,
      message: 'errors.versionConflict',
      current: moved,
    });
    const key = randomUUID();
    const rows = [
      { id: b!.id, version: b!.version, set: { serving: 8 } },
      { id: a!.id, version: moved.version, set: { bakingTime: -5 } },
    ];
    const answer = await c.cells('product-manager', rows, key);
    expect(answer.results.map((r) => (r.ok ? 200 : r.status))).toEqual([200, 400]);
    expect(await c.cells('product-manager', rows, key)).toEqual(answer);
    expect((await read(b!.id)).version).toBe(b!.version + 1);
  });
});
