import { expect, type Locator, type Page } from '@playwright/test';

/** The cells calls (`POST /api/<path>`) the page sends from now on. */
export function cellsCalls(page: Page, path: string): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/${path}`) && r.method() === 'POST') urls.push(r.url());
  });
  return urls;
}

/**
 * The page has taken its save's answer: the cell no longer shows the mark of a value typed or
 * saving. Playwright has a response as soon as the browser does, before the page's code has read
 * it; a Ctrl+Z pressed in between finds the save unanswered, says "Still saving" and sends
 * nothing. Waited for after the response: the mark was drawn when the call went out.
 */
export async function answered(cell: Locator): Promise<void> {
  await expect(cell).not.toHaveClass(/\bcpt-cell-(typed|saving)\b/, { timeout: 60_000 });
}
