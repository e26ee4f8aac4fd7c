import { type Kysely, sql } from 'kysely';
import { USERS_LIST } from '../../domain/users/list.ts';
import type { User } from '../../domain/users/schema.ts';
import { type CamelInsert, type CamelUpdate, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { conflict } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';
import { toUser, USER_COLUMNS, type UserColumnsRow } from './map.ts';

// the list's columns are raw: the runner composes them into its filters and sorts
export const usersList = defineList(
  USERS_LIST,
  {
    name: { expr: sql.ref('u.name'), alsoSearch: [sql.ref('u.email')], sortBy: sql`lower(u.name)` },
    role: 'u.role',
    city: 'u.city',
    // the list shows community names, so it sorts by them, not by ids
    communities: {
      expr: sql`(SELECT string_agg(c.name_en, ', ' ORDER BY c.position) FROM communities c
                 WHERE c.id = ANY(u.communities))`,
    },
    createdAt: { expr: sql.ref('u.created_at'), date: 'timestamptz' },
  },
  'u.id',
);

/** The Team list: super-admins and disabled members are never listed. */
export const usersSource: ListSource<UserColumnsRow, User> = {
  def: usersList,
  // raw, as every list source: the runner composes its page query from these fragments
  from: sql`users u`,
  where: [sql`u.role <> 'super-admin'`, sql`NOT u.disabled`],
  // the camel view turns each `u.createdAt` into `u.created_at` and the row's keys back
  select: sql.join(USER_COLUMNS.map((c) => sql.ref(`u.${c}`))),
  camel: true,
  map: toUser,
};

export async function findUser(db: Kysely<Database>, id: string, forUpdate = false) {
  let q = camel(db).selectFrom('users').select(USER_COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toUser(row);
}

function emailTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'users_email_key';
}

const EMAIL_TAKEN = () => conflict({ email: 'validation.emailTaken' }, 'errors.emailTaken');

export async function insertUser(db: Kysely<Database>, values: CamelInsert<'users'>): Promise<User> {
  try {
    const row = await camel(db)
      .insertInto('users')
      .values(values)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (err) {
    throw emailTaken(err) ? EMAIL_TAKEN() : err;
  }
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  patch: CamelUpdate<'users'>,
): Promise<User> {
  try {
    const row = await camel(db)
      .updateTable('users')
      .set((eb) => ({ ...patch, version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('id', '=', id)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (err) {
    throw emailTaken(err) ? EMAIL_TAKEN() : err;
  }
}

/** What the audit log keeps of a member: the editable fields, never the hash. */
export function userSnapshot(u: User): Record<string, unknown> {
  return {
    name: u.name,
    email: u.email,
    role: u.role,
    city: u.city,
    communities: u.communities,
    disabled: u.disabled,
  };
}
