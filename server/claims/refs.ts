import type { Kysely } from 'kysely';
import { MSG } from '../../domain/schemas/common.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

/**
 * The team member a claim or a refund names (`teamMember`): an existing member who is not
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

/**
 * The active team member a typed name or e-mail names (a cell shows the member's name), matched
 * whole, ignoring case and the spaces around it; null for none typed. 400 naming `field` when no
 * member, or more than one, has it (the e-mail then tells them apart).
 */
export async function memberNamed(
  db: Kysely<Database>,
  typed: string | null,
  field: string,
): Promise<string | null> {
  const name = typed?.trim() ?? '';
  if (!name) return null;
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('disabled', '=', false)
    .where((w) =>
      w.or([
        w(w.fn('lower', ['name']), '=', name.toLowerCase()),
        w(w.fn('lower', ['email']), '=', name.toLowerCase()),
      ]),
    )
    .limit(2)
    .execute();
  if (found.length === 1) return found[0]!.id;
  throw badRequest({
    [field]: found.length === 0 ? 'claim.errors.unknownMember' : 'claim.errors.ambiguousMember',
  });
}
