import { test as base, expect } from '@playwright/test';

export type { Locator, Page } from '@playwright/test';
export { expect };

/**
 * AG Grid 36 only has the features whose modules are registered (src/components/ListPage/agGrid.ts,
 * editing/gridModules.ts, src/features/live/gridModules.ts, PoLinesGrid.tsx). A feature used
 * without its module does nothing and logs error #200 ("missing module") instead, so a module
 * dropped from a registration would break a grid silently; every test fails on that log.
 */
const GRID_MISSING_MODULE = /AG Grid: error #200\b/;

/**
 * Playwright's `test` with the Content-Security-Policy watched: every page reports its CSP
 * violations (the securitypolicyviolation event, and Chromium's console message for the ones the
 * event does not reach), and a test that saw one fails, naming them. Every spec imports `test`
 * from here, so the whole suite runs under the server's real policy, and with AG Grid's
 * missing-module errors watched the same way.
 */
export const test = base.extend<{ cspViolations: string[]; gridMissingModules: string[] }>({
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
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (m) => {
          const text = m.text();
          if (/^CSP violation:|Content Security Policy/.test(text)) seen.push(`${page.url()}: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(seen);
      if (seen.length) {
        await testInfo.attach('csp-violations', { body: seen.join('\n'), contentType: 'text/plain' });
      }
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  gridMissingModules: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (m) => {
          if (m.type() === 'error' && GRID_MISSING_MODULE.test(m.text()))
            seen.push(`${page.url()}: ${m.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(seen);
      if (seen.length) {
        await testInfo.attach('grid-missing-modules', { body: seen.join('\n'), contentType: 'text/plain' });
      }
      expect(seen, 'AG Grid features used without their module registered').toEqual([]);
    },
    { auto: true },
  ],
});
