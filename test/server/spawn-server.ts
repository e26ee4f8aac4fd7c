import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './db-url.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface Spawned {
  child: ChildProcess;
  /** every JSON line the process wrote to stdout */
  lines: Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs one of the server's scripts (server/main.ts, server/cli/...) on Node with `env` added. */
export function spawnScript(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout?.on('data', (d: Buffer) => {
    const parts = (rest + d.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const p of parts) {
      try {
        lines.push(JSON.parse(p));
      } catch {
        lines.push({ text: p });
      }
    }
  });
  child.stderr?.on('data', (d: Buffer) => lines.push({ stderr: d.toString() }));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, lines, exited };
}

/** server/main.ts on a free port; resolves with its base URL once it listens. */
export async function spawnServer(env: Record<string, string>): Promise<Spawned & { base: string }> {
  const s = spawnScript('server/main.ts', [], { HOST: '127.0.0.1', PORT: '0', ...env });
  for (let i = 0; i < 300; i++) {
    const line = s.lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('Server listening at'));
    if (line) return { ...s, base: String(line.msg).replace('Server listening at ', '') };
    if (s.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  s.child.kill('SIGKILL');
  throw new Error(`server did not start: ${JSON.stringify(s.lines)}`);
}

/** An empty database of this run (dropped with the run), as a new deployment finds it. */
export async function freshDatabase(suffix: string): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('templateDb')}_${suffix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}
