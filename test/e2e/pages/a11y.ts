import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiUrl } from '../../../domain/resource.ts';
import { RESOURCES } from '../../../domain/resources.generated.ts';

/** The impacts the sweep refuses; moderate and minor findings are reported by axe but not failed on. */
const BLOCKING = new Set(['critical', 'serious']);

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (all its rules, as the audit did) over the page, or over `include` (an overlay),
 * and answers the critical and serious findings, one per rule, with the elements they name.
 */
export async function scan(page: Page, where: string, include?: string): Promise<Finding[]> {
  // only the violations are read: axe then skips building the passed and incomplete results.
  // Legacy mode runs axe once in the page: the default mode runs it per frame, then finishes the
  // run in a second blank page fed the serialised partial results, five times slower on a grid
  // screen (45 s against 8 s at load 16) for the cross-origin frames the console does not have.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
}

/** One line per finding, readable in a failed test's message. */
export const describe = (fs: Finding[]): string =>
  fs
    .map((f) => `${f.where}: [${f.impact}] ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`)
    .join('\n');

type Get = <T>(path: string) => Promise<T>;

/**
 * The URL of every screen of domain/screens (through the declarations, which also name the list
 * to take an id from): list and create pages as declared, a page of one record with the first
 * row of its resource's list, or the id `ids` gives for its path (a row of one kind: a daily order).
 */
export async function screenUrls(get: Get, ids: Record<string, string> = {}): Promise<string[]> {
  const urls: string[] = [];
  for (const r of RESOURCES) {
    for (const screen of Object.values(r.screens ?? {})) {
      const param = /:(\w+)/.exec(screen.path);
      if (!param) {
        urls.push(screen.path);
        continue;
      }
      const given = ids[screen.path];
      if (given) {
        urls.push(screen.path.replace(param[0], encodeURIComponent(given)));
        continue;
      }
      const list = (r.ops as Record<string, { path: string; list?: unknown }>).list;
      if (!list) throw new Error(`${screen.path}: its resource has no list to take an id from`);
      const rows = await get<{ id: string }[]>(`/api/${apiUrl(list, {})}?range=[0,0]`);
      if (!rows[0]) throw new Error(`${screen.path}: no row in ${list.path} to open`);
      urls.push(screen.path.replace(param[0], encodeURIComponent(rows[0].id)));
    }
  }
  return urls;
}

/** The headings one of which every screen draws, on the page or in its drawer. */
export const HEADINGS = 'main h1, main h2, main h3, .bp6-overlay h1, .bp6-overlay h2';

/** Waits until a screen has loaded its data: a heading, and no spinner or grid loading overlay shown. */
export async function settled(page: Page): Promise<void> {
  await page.locator(HEADINGS).first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.bp6-spinner, .ag-overlay-loading-wrapper, .bp6-skeleton')].every(
      (e) => !e.checkVisibility(),
    ),
  );
}
