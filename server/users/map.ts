import type { City, Role } from '../../domain/roles.ts';
import type { User } from '../../domain/users/schema.ts';
import type { UserRow } from '../db/types.ts';

/** The API's team member from its row; the password hash never leaves this module's input. */
export function toUser(row: Omit<UserRow, 'password_hash' | 'avatar'>): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    city: row.city as City,
    communities: row.communities,
    disabled: row.disabled,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Columns of a user without its password hash, for selects that feed toUser. */
export const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'city',
  'communities',
  'disabled',
  'version',
  'created_at',
  'updated_at',
] as const;
