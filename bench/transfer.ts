import { chromium } from 'playwright-core';

/**
 * What Chromium transfers (bytes on the wire: headers, compressed bodies) for the first screen,
 * on a cold cache, against a running server:
 *   npx node bench/transfer.ts http://127.0.0.1:3000 [/orders-services]
 * Steps: the login screen, then the sign-in and the shell's landing page, then the list (opened
 * from the menu, as a user does). Each step waits until no request is in flight and none has come
 * or gone for 2 s, so what the shell preloads once idle counts too (a fixed wait after
 * "networkidle" caught it or not by chance). Also reports each response's content encoding (the
 * server answers brotli when asked; Chromium asks for it on localhost and HTTPS), the JavaScript
 * that never ran (V8 block coverage) and the CSP violations seen on the way (there must be none).
 * test/e2e/transfer.spec.ts holds the figures under their budget. Results: docs/benchmarks.md.
 */
const QUIET_MS = 2000;
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const listPath = process.argv[3] ?? '/orders-services';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const urls = new Map<string, string>();
  const encodings = new Map<string, string>();
  let step = new Map<string, number>();
  const pending = new Set<string>();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    pending.add(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    encodings.set(e.requestId, String(h['content-encoding'] ?? 'identity'));
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = (urls.get(e.requestId) ?? '?').replace(base, '');
    const key = `${url} [${encodings.get(e.requestId) ?? '?'}]`;
    step.set(key, (step.get(key) ?? 0) + e.encodedDataLength);
    pending.delete(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    pending.delete(e.requestId);
    last = Date.now();
  });
  let frames = 0;
  cdp.on('Network.webSocketFrameReceived', (e) => {
    step.set(`live socket frame ${frames++}`, e.response.payloadData.length);
    last = Date.now();
  });
  const quiet = async () => {
    while (pending.size > 0 || Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
  };
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    if (m.type() === 'error') console.log(`console error: ${m.text().slice(0, 300)}`);
  });
  const totals: [string, number, number][] = [];
  const endStep = (name: string) => {
    const sum = [...step.values()].reduce((a, n) => a + n, 0);
    totals.push([name, sum, step.size]);
    console.log(`${name}: ${kb(sum)} in ${step.size} responses`);
    for (const [url, n] of [...step]
      .sort((a, b) => b[1] - a[1])
      .slice(0, process.env.TRANSFER_ALL ? undefined : 15))
      console.log(`  ${kb(n).padStart(9)}  ${url}`);
    step = new Map();
  };

  await page.goto(`${base}/`);
  await page.getByLabel('E-mail').waitFor();
  await quiet();
  endStep('login screen');
  await page.getByLabel('E-mail').fill('admin@demo.comptoir');
  await page.getByLabel('Password').fill('comptoir-demo');
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('navigation').first().waitFor();
  await quiet();
  endStep('sign-in, shell and landing page');
  await page.locator(`nav a[href="${listPath}"]`).first().click();
  await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
  await quiet();
  endStep(`the list ${listPath}`);
  const all = totals.reduce((a, [, n]) => a + n, 0);
  console.log(
    `login → ${listPath}: ${kb(all)} on the wire (${totals.map(([s, n]) => `${s} ${kb(n)}`).join(', ')})`,
  );

  const coverage = await page.coverage.stopJSCoverage();
  let size = 0;
  let used = 0;
  const unused: [string, number, number][] = [];
  for (const entry of coverage) {
    if (!entry.url.startsWith(base) || !entry.source) continue;
    // V8 block coverage: the outermost range is the whole script, nested ranges with count 0 did not run
    const n = entry.source.length;
    const ran = new Uint8Array(n);
    for (const fn of entry.functions)
      for (const r of fn.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
    const u = ran.reduce((a, b) => a + b, 0);
    size += n;
    used += u;
    unused.push([entry.url.replace(base, ''), n, n - u]);
  }
  console.log(`JavaScript: ${kb(size)} parsed (not compressed), ${kb(size - used)} never ran`);
  for (const [url, n, u] of unused.sort((a, b) => b[2] - a[2]).slice(0, 8))
    console.log(`  ${kb(u).padStart(9)} of ${kb(n).padStart(9)} unused  ${url}`);
  console.log(`CSP violations: ${violations.length}`);
  for (const v of violations) console.log(`  ${v}`);
} finally {
  await browser.close();
}
