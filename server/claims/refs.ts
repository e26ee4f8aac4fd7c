import type { Kysely } from 'kysely';
import { MSG } from '../../domain/schemas/common.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

/**
 * The members a caller may name: active ones, and a super-admin only when the caller is one (he is
 * invisible to everyone else, docs/permissions.md), so naming him cannot reveal him either; and
 * whoever the case names already (`current`), whom the caller sees in the cell and may send back.
 */
function nameable(db: Kysely<Database>, caller: AuthUser, current: string | null) {
  const q = db.selectFrom('users').select('id');
  return q.where((w) =>
    w.or([
      w.and([
        w('disabled', '=', false),
        ...(caller.role === 'super-admin' ? [] : [w('role', '<>', 'super-admin')]),
      ]),
      ...(current ? [w('id', '=', current)] : []),
    ]),
  );
}

/**
 * The team member a claim or a refund names (`teamMember`): a member the caller may name. The
 * column has no foreign key (a member is never deleted, only disabled), so the check is here;
 * undefined and null (nobody named) pass, and so does the member the case names already.
 */
export async function assertTeamMember(
  db: Kysely<Database>,
  caller: AuthUser,
  id: string | null | undefined,
  current: string | null = null,
): Promise<void> {
  if (!id || id === current) return;
  const row = await nameable(db, caller, null).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest({ teamMember: MSG.invalid });
}

/**
 * The member a typed name or e-mail names (a cell shows the member's name), among those the caller
 * may name, matched whole, ignoring case and the spaces around it; null for none typed. 400 naming
 * `field` when no member, or more than one, has it (the e-mail then tells them apart).
 */
export async function memberNamed(
  db: Kysely<Database>,
  caller: AuthUser,
  typed: string | null,
  field: string,
  current: string | null = null,
): Promise<string | null> {
  const name = typed?.trim() ?? '';
  if (!name) return null;
  const found = await nameable(db, caller, current)
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
