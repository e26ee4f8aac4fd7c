import { chromium } from 'playwright-core';

/**
 * What Chromium transfers (bytes on the wire: headers, compressed bodies) to show the login
 * screen and then the shell after a sign-in, on a cold cache, against a running server:
 *   npx node bench/transfer.ts http://127.0.0.1:3000
 * Each step waits until no request is in flight and none has come or gone for 2 s, so what the
 * shell preloads once idle counts too (a fixed wait after "networkidle" caught it or not by
 * chance). test/e2e/transfer.spec.ts holds the figure under its budget. Also reports the CSP
 * violations seen on the way (there must be none). Results: docs/operations.md.
 */
const QUIET_MS = 2000;
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
  const pending = new Set<string>();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    pending.add(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    total += e.encodedDataLength;
    const url = (urls.get(e.requestId) ?? '?').replace(base, '');
    byUrl.set(url, (byUrl.get(url) ?? 0) + e.encodedDataLength);
    pending.delete(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    pending.delete(e.requestId);
    last = Date.now();
  });
  const quiet = async () => {
    while (pending.size > 0 || Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
  };
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  await page.goto(`${base}/`);
  await page.getByLabel('E-mail').waitFor();
  await quiet();
  const login = total;
  await page.getByLabel('E-mail').fill('admin@demo.comptoir');
  await page.getByLabel('Password').fill('comptoir-demo');
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('navigation').first().waitFor();
  await quiet();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`login screen: ${kb(login)}; login + shell: ${kb(total)} (${byUrl.size} requests)`);
  for (const [url, n] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${kb(n)}  ${url}`);
  console.log(`CSP violations: ${violations.length}`);
  for (const v of violations) console.log(`  ${v}`);
} finally {
  await browser.close();
}
