import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authenticate } from '../../server/auth/sessions.ts';
import { loadSecret } from '../../server/auth/tokens.ts';
import { createDb, type Db } from '../../server/db/pool.ts';
import { PREPARED, prepared } from '../../server/db/prepared.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let one: Db;
beforeAll(async () => {
  t = await testApp();
  // one connection, so that every statement below runs in the session it inspects
  one = createDb(t.url, 1);
});
afterAll(async () => {
  await one.close();
  await t.close();
});

const preparedHere = async () =>
  (
    await sql<{
      statement: string;
    }>`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(one.db)
  ).rows.map((r) => r.statement);

it('runs marked statements as named prepared statements, once per text, and leaves the others alone', async () => {
  for (const id of [1, 2, 3]) {
    const r = await sql<{ n: number }>`${prepared}SELECT ${id}::int AS n`.execute(one.db);
    expect(r.rows[0]!.n).toBe(id);
  }
  await sql`SELECT 42 AS not_marked`.execute(one.db);
  const kept = await preparedHere();
  expect(kept).toEqual([`${PREPARED}SELECT $1::int AS n`]);
});

it('prepares the session check that every request runs', async () => {
  const auth = {
    secret: await loadSecret(one.db, undefined),
    accessTtlSeconds: 900,
    refreshTtlSeconds: 3600,
  };
  const user = await authenticate(one.db, auth, await t.tokenOf('customer-hero'));
  expect(user?.role).toBe('customer-hero');
  expect((await preparedHere()).some((s) => s.includes('FROM sessions s JOIN users u'))).toBe(true);
});
