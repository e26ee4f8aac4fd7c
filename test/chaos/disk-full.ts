import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { login, startServer, type World } from './harness.ts';

export interface DiskFullResult {
  skipped?: string;
  uploads: number;
  statuses: Record<string, number>;
  /** answers of the uploads that met a full disk */
  fullAnswer: string;
  unexpected5xx: number;
  leftoverTempFiles: number;
  serverAnswersMeanwhile: boolean;
  uploadAfterFreeing: number;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(1024 * 1024 - 8, 7),
]);

function curl(base: string, token: string, url: string, args: string[] = []): string {
  try {
    return execFileSync('curl', [
      '-sS',
      '-m',
      '30',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-H',
      `authorization: Bearer ${token}`,
      ...args,
      base + url,
    ]).toString();
  } catch {
    return '0';
  }
}

async function upload(base: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
  try {
    const r = await fetch(`${base}/api/files/member-avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: r.status, body: await r.text() };
  } catch (err) {
    return { status: 0, body: String((err as Error).cause ?? err) };
  }
}

/**
 * Uploads into a store on a 3 MB file system (a tmpfs mounted for the run; needs root) until it is
 * full: the upload that meets the full disk is refused with a 5xx other than 500, nothing half
 * written stays behind, the server goes on serving, and uploads work again once space is freed.
 */
export async function diskFull(w: World): Promise<DiskFullResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-chaos-disk-'));
  const storage = path.join(dataDir, 'storage');
  await mkdir(storage);
  const pngFile = path.join(dataDir, 'avatar.png');
  await writeFile(pngFile, PNG);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', storage], { stdio: 'ignore' });
  } catch {
    return {
      skipped: 'cannot mount a tmpfs (not root?)',
      uploads: 0,
      statuses: {},
      fullAnswer: '',
      unexpected5xx: 0,
      leftoverTempFiles: 0,
      serverAnswersMeanwhile: true,
      uploadAfterFreeing: 0,
    };
  }
  const server = await startServer(w, undefined, { DATA_DIR: dataDir });
  try {
    const token = await login(server.base, 'super-admin@demo.comptoir');
    const statuses: Record<string, number> = {};
    let fullAnswer = '';
    for (let i = 0; i < 5; i++) {
      const r = await upload(server.base, token);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status >= 400 && !fullAnswer) fullAnswer = `${r.status} ${r.body}`;
    }
    // fresh connections (curl): the server closes the connection of an upload it refused early
    const alive = curl(server.base, token, '/api/users/details?range=%5B0,4%5D') === '200';
    const files = await readdir(path.join(storage, 'member-avatar'));
    const leftover = files.filter((f) => !/^[0-9a-f]{32}\.png$/.test(f)).length;
    for (const f of files) await rm(path.join(storage, 'member-avatar', f));
    const after = Number(
      curl(server.base, token, '/api/files/member-avatar', ['-F', `file=@${pngFile};type=image/png`]),
    );
    return {
      uploads: 5,
      statuses,
      fullAnswer,
      unexpected5xx: (statuses['500'] ?? 0) + (statuses['0'] ?? 0),
      leftoverTempFiles: leftover,
      serverAnswersMeanwhile: alive,
      uploadAfterFreeing: after,
    };
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    execFileSync('umount', [storage]);
    await rm(dataDir, { recursive: true, force: true });
  }
}
