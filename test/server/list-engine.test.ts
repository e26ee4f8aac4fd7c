import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListQuery, parseListQuery } from '../../domain/list-protocol.ts';
import { toApiError } from '../../server/error-handler.ts';
import { defineList, escapeLike } from '../../server/lists/list-query.ts';
import { runList } from '../../server/lists/runner.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // 2024-03-09 17:30 UTC is already 2024-03-10 01:30 in Shanghai: the day boundary case
  await t.db
    .insertInto('users')
    .values({
      name: 'Night Owl',
      email: 'owl@comptoir.cn',
      password_hash: 'x',
      role: 'logistic',
      created_at: '2024-03-09T17:30:00Z',
      updated_at: '2024-03-09T17:30:00Z',
    })
    .execute();
});
afterAll(() => t.close());

/** A list over every member with a date-range field, to drive the engine directly. */
const def = defineList(
  {
    resource: 'members',
    filters: { createdAt: { kind: 'dateRange' }, day: { kind: 'dateRange' }, name: { kind: 'text' } },
    sorts: ['createdAt'],
    defaultSort: ['createdAt', 'ASC'],
    maxPage: 100,
  },
  {
    createdAt: { expr: sql.ref('u.created_at'), date: 'timestamptz' },
    day: { expr: sql`(u.created_at AT TIME ZONE 'Asia/Shanghai')::date`, date: 'date' },
    name: 'u.name',
  },
  'u.id',
);

async function emails(filter: Record<string, unknown>): Promise<string[]> {
  const q = parseListQuery(def.spec, { filter: JSON.stringify(filter), range: '[0,99]' });
  if (!q.ok) throw new Error(q.error.message);
  const page = await runList(
    t.db,
    {
      def,
      from: sql`users u`,
      select: sql`u.email`,

      map: (r: { email: string }) => r,
    },
    q.value as ListQuery,
    null,
  );
  expect(page.total).toBe(page.rows.length);
  return page.rows.map((r) => r.email);
}

describe('list engine', () => {
  it('reads a day as a whole business day in Asia/Shanghai', async () => {
    expect(await emails({ createdAt: { gte: '2024-03-10', lte: '2024-03-10' } })).toEqual([
      'owl@comptoir.cn',
      // the tenth seeded member was created 2024-03-10 09:00 Shanghai
      'lin.jiayi@comptoir.cn',
    ]);
    expect(await emails({ createdAt: { lte: '2024-03-09' } })).not.toContain('owl@comptoir.cn');
    expect(await emails({ createdAt: ['2024-03-01', '2024-03-02'] })).toEqual([
      'super-admin@demo.comptoir',
      'admin@demo.comptoir',
    ]);
  });

  it('takes instants with a zone as they are', async () => {
    expect(await emails({ createdAt: { gte: '2024-03-09T17:00:00Z', lte: '2024-03-09T18:00:00Z' } })).toEqual(
      ['owl@comptoir.cn'],
    );
  });

  it('compares calendar days on a date column', async () => {
    expect(await emails({ day: { gte: '2024-03-10', lte: '2024-03-10' } })).toHaveLength(2);
  });

  it('an impossible day (2024-02-30) is refused by the parser, naming the field', () => {
    const q = parseListQuery(def.spec, { filter: JSON.stringify({ createdAt: { gte: '2024-02-30' } }) });
    expect(q).toEqual({ ok: false, error: { field: 'filter.createdAt', message: 'errors.invalidDate' } });
  });

  it('a day PostgreSQL refuses all the same is answered 400, not 500', async () => {
    const q: ListQuery = {
      sort: ['createdAt', 'ASC'],
      offset: 0,
      limit: 10,
      filters: { createdAt: { op: 'range', gte: '2024-02-30' } },
    };
    const src = { def, from: sql`users u`, select: sql`u.email` };
    const err = await runList(t.db, src, q, null).catch((e: unknown) => e);
    expect(toApiError(err)).toMatchObject({
      status: 400,
      body: { error: 'bad_request', message: 'errors.invalidDate' },
    });
  });

  it('escapes LIKE metacharacters', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('refuses a list spec whose fields have no column', () => {
    expect(() =>
      defineList(
        {
          resource: 'x',
          filters: { ghost: { kind: 'text' } },
          sorts: [],
          defaultSort: ['a', 'ASC'],
          maxPage: 1,
        },
        {},
        'id',
      ),
    ).toThrow(/ghost/);
  });
});
