import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from './env.ts';

export interface Server {
  child: ChildProcess;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** Resident set size of a process in bytes (Linux /proc), 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds a process has used (user + system, all its threads: the event loop and libuv's
 * pool, where zlib deflates), from /proc; 0 once it is gone. The difference across a download is
 * its CPU cost, which the machine's load does not change the way it changes the wall time.
 */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 14 and 15 (utime, stime), counted from the state, field 3
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** Polls `url` until it answers 200; returns the milliseconds waited. */
export async function waitFor200(url: string, timeoutMs: number, alive: () => boolean): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (!alive()) throw new Error(`process exited before ${url} answered`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await r.arrayBuffer();
      if (r.status === 200) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts `node <script>` from the repository root with extra environment and waits for
 * `healthUrl`. Output is kept (last 200 lines) for the error message and the start-up log.
 */
export async function startNode(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
  timeoutMs = 60_000,
): Promise<Server & { readyMs: number }> {
  const lines: string[] = [];
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    lines.push(...b.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const gone = new Promise<void>((r) =>
    child.once('exit', () => {
      exited = true;
      r();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
  try {
    const readyMs = await waitFor200(healthUrl, timeoutMs, () => !exited);
    return { child, pid: child.pid!, output: () => lines.join('\n'), stop, readyMs };
  } catch (err) {
    await stop();
    throw new Error(`${script}: ${(err as Error).message}\n${lines.slice(-30).join('\n')}`);
  }
}

export async function login(base: string, email: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'comptoir-demo' }),
  });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

export const quantile = (xs: number[], q: number): number => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
