import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import { SCREENS } from '../../domain/routes.ts';
import { seedModules } from '../../server/db/seed/index.ts';
import { generated, generatedPath } from '../../server/resources/write-index.ts';
import { areaRouteFiles, loadAreas } from '../../server/routes.ts';
import { EXTRA_SCREENS, isGroup, MENU } from '../../src/app/menu.ts';
import { hasScreen, PAGES, pageName } from '../../src/app/screens.ts';

/**
 * Nothing registers an entity by hand: the declarations, the pages, the route files and the seed
 * files are found where they are. These checks catch what the finding cannot (a stale generated
 * index, a page that does not exist, a page file no screen names, two menu entries in one place).
 */
const declared = import.meta.glob<Record<string, unknown>>('../../domain/*/resource.ts', {
  eager: true,
});
const isResource = (v: unknown): v is ResourceDef =>
  typeof v === 'object' && v !== null && 'key' in v && 'ops' in v && typeof v.key === 'string';

describe('the registries derive from the declarations', () => {
  it('the files npm run resources:index writes are current', async () => {
    const files = await generated();
    const perEntity = (f: string) => /^domain\/[\w-]+\/screens\.generated\.ts$/.test(f);
    expect(
      Object.keys(files)
        .filter((f) => !perEntity(f))
        .sort(),
    ).toEqual(['domain/resources.generated.ts', 'domain/screens.generated.ts', 'src/app/icons.generated.ts']);
    // every entity folder's screens file, and none left behind by a folder that has no screen now
    const onDisk = readdirSync(generatedPath('domain'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(generatedPath(`domain/${d.name}/screens.generated.ts`)))
      .map((d) => `domain/${d.name}/screens.generated.ts`);
    expect(Object.keys(files).filter(perEntity).sort()).toEqual(onDisk.sort());
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(generatedPath(file), 'utf8'), file).toBe(text);
    }
  });

  it('lists every declaration of domain/*/resource.ts once', () => {
    const all = Object.values(declared).flatMap((m) => Object.values(m).filter(isResource));
    expect(new Set(RESOURCES)).toEqual(new Set(all));
    expect(RESOURCES.length).toBe(all.length);
    expect(new Set(RESOURCES.map((r) => r.key)).size).toBe(RESOURCES.length);
    // the screen table is the declarations' screens copied out as data: equal, screen for screen
    const screens = RESOURCES.flatMap((r) => Object.values(r.screens ?? {}));
    expect(SCREENS).toEqual(screens);
  });

  it('routes every screen that names a page, and that page exists', () => {
    const pages = new Set(Object.keys(PAGES).map(pageName));
    const missing = SCREENS.filter((s) => s.page !== undefined && !pages.has(s.page)).map((s) => s.page);
    expect(missing).toEqual([]);
    for (const s of SCREENS) expect(hasScreen(s.path), s.path).toBe(s.page !== undefined);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });

  it('every page file is some screen’s page (anything else would split into a chunk of its own)', () => {
    const used = new Set(SCREENS.map((s) => s.page));
    expect(Object.keys(PAGES).filter((f) => !used.has(pageName(f)))).toEqual([]);
  });

  it('puts every menu placement in the menu, in its order, and every palette placement in the palette', () => {
    const leaves = MENU.flatMap((e) => (isGroup(e) ? e.children : [e]));
    const placed = SCREENS.filter((s) => s.menu);
    expect(leaves.map((l) => l.path).sort()).toEqual(placed.map((s) => s.path).sort());
    const orders = placed.map((s) => s.menu!.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(EXTRA_SCREENS.map((e) => e.path.split('?')[0]).sort()).toEqual(
      SCREENS.filter((s) => s.palette)
        .map((s) => s.path)
        .sort(),
    );
    // a menu entry or a palette entry for a screen without a page would never show
    expect(SCREENS.filter((s) => (s.menu || s.palette) && !s.page).map((s) => s.path)).toEqual([]);
  });

  it('keeps the side menu in its documented order (docs/client.md)', () => {
    expect(MENU.map((e) => e.labelKey)).toEqual([
      'menu.analytics',
      'menu.offers',
      'menu.orders',
      'menu.customers',
      'menu.suppliers',
      'menu.products',
      'menu.inventory',
      'menu.purchaseOrders',
      'menu.customerService',
      'menu.quickReplies',
      'menu.vouchers',
      'menu.recipes',
      'menu.lottery',
      'menu.finance',
      'menu.refund',
      'menu.team',
    ]);
  });

  it('finds the server areas by their route files, each with a registration', async () => {
    const files = areaRouteFiles();
    expect(files).toContain('suppliers/routes.ts');
    expect(files).toContain('delivery/areas-routes.ts');
    const areas = await loadAreas();
    expect(areas.length).toBeGreaterThanOrEqual(20);
    expect(areas.every((a) => typeof a === 'function')).toBe(true);
  });

  it('finds the seed modules by folder, in their order', async () => {
    const seeds = await seedModules();
    expect(seeds.map((s) => s.name)).toEqual([
      'foundation',
      'live',
      'suppliers',
      'products',
      'recipes',
      'stock',
      'finance',
      'service',
      'service-history',
      'daily-orders',
      'quick-replies',
    ]);
  });
});
