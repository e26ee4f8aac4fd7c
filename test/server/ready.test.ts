import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

it('is ready when the database answers and every migration of this build is applied', async () => {
  const r = await t.call('GET', '/api/ready');
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({ ok: true });
});

it('is not ready (503, still alive) while a migration of this build is missing', async () => {
  const r0 = await sql<{ version: string }>`
    DELETE FROM schema_migrations
     WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version`.execute(t.db);
  const version = r0.rows[0]?.version;
  expect(version).toMatch(/^\d{4}$/);
  const r = await t.call('GET', '/api/ready');
  expect(r.statusCode).toBe(503);
  expect(r.json()).toEqual({
    error: 'unavailable',
    message: 'errors.databaseUnavailable',
    details: { pendingMigrations: [version] },
  });
  expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
});
