import { test as base, expect } from '@playwright/test';

export type { Locator, Page } from '@playwright/test';
export { expect };

/**
 * Playwright's `test` with the Content-Security-Policy watched: every page reports its CSP
 * violations (the securitypolicyviolation event, and Chromium's console message for the ones the
 * event does not reach), and a test that saw one fails, naming them. Every spec imports `test`
 * from here, so the whole suite runs under the server's real policy.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});
