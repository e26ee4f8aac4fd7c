import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

export type { Locator, Page } from '@playwright/test';
export { expect };

/**
 * AG Grid 36 only has the features whose modules are registered (src/components/ListPage/agGrid.ts,
 * editing/gridModules.ts, src/features/live/gridModules.ts, PoLinesGrid.tsx). A feature used
 * without its module does nothing and logs error #200 ("missing module") instead, so a module
 * dropped from a registration would break a grid silently; every test fails on that log.
 */
const GRID_MISSING_MODULE = /AG Grid: error #200\b/;

/** Notes in `seen` each console message of the context's pages (open and to come) that `keep` keeps. */
function watchConsole(context: BrowserContext, seen: string[], keep: (m: ConsoleMessage) => boolean): void {
  const watch = (page: Page) =>
    page.on('console', (m) => {
      if (keep(m)) seen.push(`${page.url()}: ${m.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** After the test: what was seen is attached under `name`, and fails the test as `what`. */
async function noneSeen(testInfo: TestInfo, seen: string[], name: string, what: string): Promise<void> {
  if (seen.length) await testInfo.attach(name, { body: seen.join('\n'), contentType: 'text/plain' });
  expect(seen, what).toEqual([]);
}

/**
 * Playwright's `test` with the Content-Security-Policy watched: every page reports its CSP
 * violations (the securitypolicyviolation event, and Chromium's console message for the ones the
 * event does not reach), and a test that saw one fails, naming them. Every spec imports `test`
 * from here, so the whole suite runs under the server's real policy, and with AG Grid's
 * missing-module errors watched the same way.
 */
export const test = base.extend<{
  cspViolations: string[];
  gridMissingModules: string[];
  ownContextsClosed: undefined;
}>({
  /**
   * Contexts a test opened with `browser.newContext()` are closed when it ends, passed or failed.
   * Playwright's failure screenshots take every page still open in the worker, so a context left
   * open by an earlier test would be pictured as this test's failure (and its page snapshot taken
   * from it); after this, a failure shows only its own test's pages.
   */
  ownContextsClosed: [
    async ({ browser, context }, use) => {
      // the test's own `context` is Playwright's to close; it is opened before this list is taken
      const before = new Set([...browser.contexts(), context]);
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`,
          );
        });
      });
      watchConsole(context, seen, (m) => /^CSP violation:|Content Security Policy/.test(m.text()));
      await use(seen);
      await noneSeen(testInfo, seen, 'csp-violations', 'Content-Security-Policy violations');
    },
    { auto: true },
  ],
  gridMissingModules: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      watchConsole(context, seen, (m) => m.type() === 'error' && GRID_MISSING_MODULE.test(m.text()));
      await use(seen);
      await noneSeen(
        testInfo,
        seen,
        'grid-missing-modules',
        'AG Grid features used without their module registered',
      );
    },
    { auto: true },
  ],
});
