import type { Kysely } from 'kysely';
import { MSG } from '../../domain/schemas/common.ts';
import { isHiddenActor, type ShownMember } from '../../domain/users/shown-actor.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { visibleTo } from '../users/rules.ts';
import { hiddenMemberIds } from '../users/shown-actor.ts';

/**
 * The members a caller may name: active ones, and a super-admin only when the caller may know of
 * him (he is invisible to everyone else, docs/permissions.md), so naming him cannot reveal him
 * either; and whoever the case names already (`current`), whom the caller sees in the cell and may
 * send back, unless that is a super-admin he was shown only as the hidden actor.
 */
function nameable(db: Kysely<Database>, caller: AuthUser, current: string | null) {
  const sees = visibleTo(caller, { role: 'super-admin' });
  const q = db.selectFrom('users').select('id');
  return q.where((w) =>
    w.or([
      w.and([w('disabled', '=', false), ...(sees ? [] : [w('role', '<>', 'super-admin')])]),
      ...(current ? [w.and([w('id', '=', current), ...(sees ? [] : [w('role', '<>', 'super-admin')])])] : []),
    ]),
  );
}

/** A body whose team member is resolved to a column's value (an id, null, or left out). */
export type WithMemberId<B extends { teamMember?: unknown }> = Omit<B, 'teamMember'> & {
  teamMember?: string | null;
};

/**
 * The team member a claim or a refund body names (`teamMember`), as the column takes it: a member
 * the caller may name, null (nobody) or undefined (left as is). The hidden actor is what a reader
 * who may not know of the case's member was shown: sent back, it keeps that member; anywhere else
 * (a new case, a case naming someone the caller sees) it is refused as any member he may not name.
 * The column has no foreign key (a member is never deleted, only disabled), so the check is here.
 */
export async function teamMemberOf(
  db: Kysely<Database>,
  caller: AuthUser,
  asked: ShownMember | null | undefined,
  current: ShownMember | null = null,
): Promise<string | null | undefined> {
  if (asked === undefined || asked === null) return asked;
  const held = typeof current === 'string' ? current : null;
  if (isHiddenActor(asked)) {
    if (held && (await hiddenMemberIds(db, caller)).has(held)) return undefined;
    throw badRequest({ teamMember: MSG.invalid });
  }
  const row = await nameable(db, caller, held).where('id', '=', asked).executeTakeFirst();
  if (!row) throw badRequest({ teamMember: MSG.invalid });
  return asked;
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
