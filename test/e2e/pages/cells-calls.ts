import type { Page } from '@playwright/test';

/** The cells calls (`POST /api/<path>`) the page sends from now on. */
export function cellsCalls(page: Page, path: string): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/${path}`) && r.method() === 'POST') urls.push(r.url());
  });
  return urls;
}
