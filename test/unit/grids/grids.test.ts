import { describe, expect, it } from 'vitest';
import { buildAreaIndex } from '../../../domain/area-tree.ts';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { User } from '../../../domain/users/schema.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import { areasGrid, templatesGrid } from '../../../src/grids/delivery.ts';
import { usersGrid } from '../../../src/grids/users.ts';

/** A t() that reads the English dictionary and fails on a missing key, as a user would see it. */
function t(key: string): string {
  const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') throw new Error(`missing translation ${key}`);
  return v;
}
const tf = t as unknown as Parameters<typeof usersGrid.columns>[0];
const colId = (c: { colId?: string; field?: unknown }) => c.colId ?? String(c.field);

describe('grid definitions', () => {
  it('team: name, role, communities and city are all server-sortable', () => {
    const ids = usersGrid.columns(tf, undefined).map(colId);
    for (const id of ['name', 'role', 'communities', 'city']) {
      expect(ids).toContain(id);
      expect(usersGrid.spec.sorts).toContain(id);
    }
  });

  it('every header is translated', () => {
    const all = [
      ...usersGrid.columns(tf, undefined),
      ...templatesGrid.columns(tf, undefined),
      ...areasGrid.columns(tf, { areas: null, lang: 'en' }),
    ];
    for (const c of all) expect(c.headerName).toBeTruthy();
  });

  it('team columns show translated roles, cities and community names', () => {
    const cols = usersGrid.columns(tf, undefined);
    const user = {
      role: 'community-manager',
      city: 'Shanghai',
      communities: [COMMUNITY_IDS.garden, COMMUNITY_IDS.kitchen],
    } as unknown as User;
    const byId = Object.fromEntries(cols.map((c) => [colId(c), c]));
    const fmt = (id: string, value: unknown) =>
      (byId[id]!.valueFormatter as (p: { value: unknown }) => string)({ value });
    expect(fmt('role', user.role)).toBe('Community manager');
    expect(fmt('city', user.city)).toBe('Shanghai');
    // the ids, named by the community cell type, in the fixed community order
    const get = byId.communities!.valueGetter as (p: { data: User }) => unknown;
    expect(fmt('communities', get({ data: user }))).toBe('Kitchen, Garden');
  });

  it('areas show the parent path in the chosen language', () => {
    const areas = buildAreaIndex([
      { id: 'sh', name: 'Shanghai', nameZh: '上海', parent: null },
      { id: 'pd', name: 'Pudong', nameZh: '浦东', parent: 'sh' },
    ]);
    const cols = areasGrid.columns(tf, { areas, lang: 'zh' });
    const parent = cols.find((c) => c.colId === 'parent')!.valueGetter as (p: { data: unknown }) => string;
    const name = cols.find((c) => c.colId === 'name')!.valueGetter as (p: { data: unknown }) => string;
    const row = { id: 'lj', name: 'Lujiazui', nameZh: '陆家嘴', parent: 'pd' };
    expect(parent({ data: row })).toBe('上海 / 浦东');
    expect(name({ data: row })).toBe('陆家嘴');
  });
});
