import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { signIn } from './pages/session.ts';

/** Every list screen, each tab that shows another list: the layout must hold still while they load. */
const LISTS = [
  '/offers',
  '/orders-services',
  '/orders-direct-sales',
  '/products',
  '/recipes',
  '/inventory',
  '/suppliers',
  '/customers',
  '/claims',
  '/refunds',
  '/quick-replies',
  '/vouchers',
  '/users',
  '/finance',
  '/direct-sales',
  '/services',
  '/services?tabState=invoices',
  '/delivery',
  '/delivery?tabState=areas',
  '/lottery-management',
];
/** Web Vitals' "good" cumulative layout shift is 0.1; a list has nothing that needs to move */
const MAX_CLS = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

/**
 * The layout shifts of the page since it loaded (the `buffered` entries), without those a user's
 * input caused, with the elements that moved (to say what to fix).
 */
function shiftsSinceLoad(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        const shifts: Shift[] = [];
        const take = (entries: PerformanceEntry[]) => {
          for (const e of entries as LayoutShift[]) {
            if (e.hadRecentInput) continue;
            const sources = e.sources.map((s) =>
              s.node instanceof Element
                ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}`
                : String(s.node?.nodeName),
            );
            shifts.push({ value: e.value, sources });
          }
        };
        const observer = new PerformanceObserver((list) => take(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // the buffered entries are delivered in a task of their own; a frame later all are in
        setTimeout(() =>
          requestAnimationFrame(() => {
            take(observer.takeRecords());
            observer.disconnect();
            resolve(shifts);
          }),
        );
      }),
  );
}

test('every list loads without moving its layout (cumulative layout shift at most 0.05)', async ({
  page,
}) => {
  test.setTimeout(60_000 + LISTS.length * 60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'super-admin');
  const over: string[] = [];
  for (const path of LISTS) {
    await page.goto(path);
    // loaded: rows, or the grid's own "no rows" overlay
    await expect(page.locator('.ag-row, .ag-overlay-no-rows-center').first()).toBeVisible({
      timeout: 60_000,
    });
    // what the page fetches after its rows (filters' choices, the bulk bar's grid, counts) is in
    await page.waitForLoadState('networkidle');
    const shifts = await shiftsSinceLoad(page);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    if (cls > MAX_CLS)
      over.push(
        `${path}: ${cls.toFixed(3)} (${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`).join('; ')})`,
      );
  }
  expect(over, over.join('\n')).toEqual([]);
});
