import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { createDb } from '../../server/db/pool.ts';
import { AdminCreateError, createSuperAdmin } from '../../server/system/first-admin.ts';
import { freshDatabase, spawnScript, spawnServer } from './spawn-server.ts';

let url: string;
beforeAll(async () => {
  url = await freshDatabase('deploy');
});

const count = async (table: 'users' | 'seed_runs') => {
  const { db, close } = createDb(url, 1);
  try {
    const r = await db
      .selectFrom(table)
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  } finally {
    await close();
  }
};

describe('a deployment on its own PostgreSQL (DATABASE_URL)', { timeout: 120_000 }, () => {
  it('starts on an empty database with no demo account, ready, and stops cleanly', async () => {
    const s = await spawnServer({ DATABASE_URL: url, SEED: '' });
    try {
      expect((await fetch(`${s.base}/api/ready`)).status).toBe(200);
      expect(await count('users')).toBe(0);
      expect(await count('seed_runs')).toBe(0);
    } finally {
      s.child.kill('SIGTERM');
    }
    expect((await s.exited).code).toBe(0);
    const msgs = s.lines.map((l) => l.msg);
    // structured from the first line to the last: migrations, listening, shutdown
    expect(s.lines.find((l) => l.area === 'migrate')?.msg).toMatch(/^applied 0001_foundation/);
    expect(msgs).toContain('shutting down');
    expect(msgs.at(-1)).toBe('stopped');
  });

  it('gets its first super-admin from `npm run admin:create`, password on standard input, who signs in', async () => {
    const run = spawnScript(
      'server/cli/admin-create.ts',
      ['--email', 'Owner@Example.com', '--name', 'Owner'],
      {
        DATABASE_URL: url,
      },
    );
    run.child.stdin?.end('a-strong-passphrase\n');
    expect((await run.exited).code).toBe(0);
    expect(run.lines.some((l) => l.msg === 'super-admin created' && l.email === 'owner@example.com')).toBe(
      true,
    );

    const app = await build({ databaseUrl: url });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@example.com', password: 'a-strong-passphrase' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'super-admin', name: 'Owner' });
      expect(login.json().user.communities).toHaveLength(5);
    } finally {
      await app.close();
    }
  });

  it('refuses a password given on the command line', async () => {
    const run = spawnScript(
      'server/cli/admin-create.ts',
      ['--email', 'x@example.com', '--password', 'hunter22!'],
      {
        DATABASE_URL: url,
      },
    );
    run.child.stdin?.end();
    expect((await run.exited).code).toBe(2);
    expect(JSON.stringify(run.lines)).toContain('never given as an argument');
    expect(await count('users')).toBe(1);
  });

  it('refuses a taken e-mail and a short password', async () => {
    const { db, close } = createDb(url, 1);
    try {
      await expect(
        createSuperAdmin(db, { email: 'OWNER@example.com', password: 'another-long-one' }),
      ).rejects.toThrow(AdminCreateError);
      await expect(createSuperAdmin(db, { email: 'new@example.com', password: 'short' })).rejects.toThrow(
        /password/,
      );
      await expect(
        createSuperAdmin(db, { email: 'not-an-email', password: 'long-enough-1' }),
      ).rejects.toThrow(/email/);
    } finally {
      await close();
    }
    expect(await count('users')).toBe(1);
  });
});
