import type { City, Role } from '../../domain/roles.ts';
import type { User } from '../../domain/users/schema.ts';
import type { CamelRow } from '../db/camel.ts';

/** Columns of a user without its password hash, for selects that feed toUser (camel view). */
export const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'city',
  'communities',
  'disabled',
  'version',
  'createdAt',
  'updatedAt',
] as const;
export type UserColumnsRow = Pick<CamelRow<'users'>, (typeof USER_COLUMNS)[number]>;

/**
 * The API's team member from its row (read through the camel view). The row is picked by
 * USER_COLUMNS, not spread: the login passes the whole row, and the hash must never reach an answer.
 */
export function toUser(row: UserColumnsRow): User {
  const picked = Object.fromEntries(USER_COLUMNS.map((c) => [c, row[c]])) as UserColumnsRow;
  return {
    ...picked,
    role: row.role as Role,
    city: row.city as City,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
