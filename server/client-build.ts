import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './precompress.ts';

/** Everything the client bundle is made from; any of it newer than dist/index.html means rebuild. */
const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'domain', 'locales', 'public'];

async function newestMtime(root: string): Promise<number> {
  let newest = 0;
  for (const entry of INPUTS) {
    const p = path.join(root, entry);
    if (!existsSync(p)) continue;
    const s = await stat(p);
    newest = Math.max(newest, s.mtimeMs);
    if (!s.isDirectory()) continue;
    for (const f of await readdir(p, { recursive: true, withFileTypes: true })) {
      if (f.isFile()) newest = Math.max(newest, (await stat(path.join(f.parentPath, f.name))).mtimeMs);
    }
  }
  return newest;
}

export type BuildOutcome = 'fresh' | 'built' | 'skipped' | 'failed';

/**
 * Builds the console with vite when dist/ is missing or older than its sources. A missing or
 * broken client is reported, not fatal: the API still starts (and an older dist/ still serves).
 */
export async function buildClientIfStale(
  root: string,
  log: (m: string) => void = console.log,
): Promise<BuildOutcome> {
  if (!existsSync(path.join(root, 'index.html')) || !existsSync(path.join(root, 'src'))) {
    log('[client] warning: no index.html or src/ yet, serving the API only');
    return 'skipped';
  }
  const out = path.join(root, 'dist', 'index.html');
  const builtAt = existsSync(out) ? (await stat(out)).mtimeMs : 0;
  if (builtAt >= (await newestMtime(root))) return 'fresh';
  const t0 = performance.now();
  log('[client] building the console (vite)...');
  try {
    const { build } = await import('vite');
    const config = path.join(root, 'vite.config.ts');
    await build({
      root,
      configFile: existsSync(config) ? config : false,
      logLevel: 'warn',
      mode: 'production',
    });
    await precompress(path.join(root, 'dist'));
  } catch (err) {
    log(
      `[client] build failed, serving ${existsSync(out) ? 'the previous build' : 'the API only'}: ${(err as Error).message}`,
    );
    return 'failed';
  }
  log(`[client] built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return 'built';
}
