import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_DIR, log, PORTS, ROOT, saveResult } from './env.ts';
import { waitFor200 } from './proc.ts';

interface Start {
  kind: 'cold' | 'warm';
  /** spawn of `npm start` to the first 200 of /api/health */
  seconds: number;
  /** what start.ts did with the console build: fresh (nothing), built, ... */
  client: string;
  readyLine: string;
}

/**
 * One `npm start` in its own process group (npm, node, PostgreSQL all get the SIGINT that stops
 * it, as Ctrl+C would), timed to the first 200 of /api/health.
 */
async function npmStart(kind: Start['kind'], dataDir: string): Promise<Start> {
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
      DATA_DIR: dataDir,
      PORT: String(PORTS.start),
      HOST: '127.0.0.1',
      PG_PORT: String(PORTS.startPg),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => {
    out += b.toString();
  });
  child.stderr?.on('data', (b: Buffer) => {
    out += b.toString();
  });
  let exited = false;
  const gone = new Promise<void>((r) =>
    child.once('exit', () => {
      exited = true;
      r();
    }),
  );
  try {
    await waitFor200(`http://127.0.0.1:${PORTS.start}/api/health`, 180_000, () => !exited);
    const seconds = (performance.now() - t0) / 1000;
    const client = out.includes('[client] built')
      ? 'built'
      : out.includes('build failed')
        ? 'build failed'
        : 'fresh';
    // the line is printed after listen(); give it a moment to arrive
    await new Promise((r) => setTimeout(r, 200));
    const readyLine = out.split('\n').find((l) => l.includes('ready in')) ?? '';
    return { kind, seconds, client, readyLine: readyLine.trim() };
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${out.slice(-2000)}`);
  } finally {
    if (!exited) process.kill(-child.pid!, 'SIGINT');
    const timer = setTimeout(() => !exited && process.kill(-child.pid!, 'SIGKILL'), 20_000);
    await gone;
    clearTimeout(timer);
    // PostgreSQL's postmaster outlives npm by a moment; wait for its port to be free
    await new Promise((r) => setTimeout(r, 1500));
  }
}

/** bench/startup: first start on an empty DATA_DIR (cluster, migrations, seed), then two warm starts. */
export async function benchStartup(): Promise<Start[]> {
  const dataDir = path.join(BENCH_DIR, 'start-data');
  await rm(dataDir, { recursive: true, force: true });
  const runs: Start[] = [];
  for (const kind of ['cold', 'warm', 'warm'] as const) {
    log(`startup: ${kind}`);
    runs.push(await npmStart(kind, dataDir));
    log(`startup: ${JSON.stringify(runs.at(-1))}`);
  }
  await rm(dataDir, { recursive: true, force: true });
  return runs;
}

if (import.meta.main) await saveResult('startup', { runs: await benchStartup() });
