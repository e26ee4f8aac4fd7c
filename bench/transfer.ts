import { chromium } from 'playwright-core';

/**
 * What Chromium transfers (bytes on the wire: headers, compressed bodies) to show the login
 * screen and then the shell after a sign-in, on a cold cache, against a running server:
 *   npx node bench/transfer.ts http://127.0.0.1:3000
 * Also reports the CSP violations seen on the way (there must be none). Results: docs/operations.md.
 */
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const byUrl = new Map<string, number>();
  let total = 0;
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    total += e.encodedDataLength;
    const url = (urls.get(e.requestId) ?? '?').replace(base, '');
    byUrl.set(url, (byUrl.get(url) ?? 0) + e.encodedDataLength);
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').waitFor();
  const login = total;
  await page.getByLabel('E-mail').fill('admin@demo.comptoir');
  await page.getByLabel('Password').fill('comptoir-demo');
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('navigation').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`login screen: ${kb(login)}; login + shell: ${kb(total)} (${byUrl.size} requests)`);
  for (const [url, n] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${kb(n)}  ${url}`);
  console.log(`CSP violations: ${violations.length}`);
  for (const v of violations) console.log(`  ${v}`);
} finally {
  await browser.close();
}
