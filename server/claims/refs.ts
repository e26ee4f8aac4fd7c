import type { Kysely } from 'kysely';
import { MSG } from '../../domain/schemas/common.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

/**
 * The team member a claim or a refund names (part 2 §3 teamMember): an existing member who is not
 * deactivated. The column has no foreign key (a member is never deleted, only disabled), so the
 * check is here; undefined and null (nobody named) pass.
 */
export async function assertTeamMember(db: Kysely<Database>, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('disabled', '=', false)
    .executeTakeFirst();
  if (!row) throw badRequest({ teamMember: MSG.invalid });
}
