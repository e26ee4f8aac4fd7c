import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, log, ROOT, saveResult } from './env.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const OUT = path.join(BENCH_DIR, 'dist');

/**
 * bench/bundle: a production build of the console into the bench folder (the project's
 * vite.config.ts, plus --manifest and another outDir, so dist/ is left alone), then the gzip size
 * of what the browser fetches for the login screen and the shell, and of what each lazily loaded
 * screen adds to that. Sizes are of .js files, gzip level 9 as a CDN would serve them.
 */
export function benchBundle() {
  log('bundle: vite build');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--manifest', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    let n = gz.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(OUT, file)), { level: 9 }).length;
      gz.set(file, n);
    }
    return n;
  };
  /** a chunk and everything it imports statically: what loading it fetches */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const k of manifest[key].imports ?? []) closure(k, into);
    return into;
  };
  const jsBytes = (keys: Iterable<string>) =>
    [...keys]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'))
      .reduce((a, f) => a + size(f), 0);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the vite manifest');
  const findKey = (re: RegExp) => Object.keys(manifest).find((k) => re.test(k));
  const initial = closure(entry);
  const loginShell = new Set(initial);
  for (const re of [/\/Login\.tsx$/, /\/Shell\.tsx$/]) {
    const k = findKey(re);
    if (k) closure(k, loginShell);
  }
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry && !loginShell.has(k))
    .map((k) => {
      const own = [...closure(k)].filter((x) => !loginShell.has(x));
      return { chunk: manifest[k]!.src ?? k, addsGzip: jsBytes(own), files: own.length };
    })
    .sort((a, b) => b.addsGzip - a.addsGzip);
  const out = {
    entryGzip: jsBytes(initial),
    loginShellGzip: jsBytes(loginShell),
    loginShellFiles: [...loginShell].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')),
    routes,
  };
  log(`bundle: login+shell ${(out.loginShellGzip / 1024).toFixed(1)} KB gzip, ${routes.length} lazy chunks`);
  return out;
}

if (import.meta.main) await saveResult('bundle', benchBundle());
