import { CLAIM_CELLS } from '../../domain/claims/cells.ts';
import type { Claim } from '../../domain/claims/schema.ts';
import { ClaimUpdate } from '../../domain/claims/schema.ts';
import { isHiddenActor } from '../../domain/users/shown-actor.ts';
import { assertInScope } from '../auth/scope.ts';
import { editBody } from '../cells/adapt.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { pickCells } from '../cells/body.ts';
import { notFound } from '../errors.ts';
import { hiddenMemberIds, readsAsHiddenActor, withoutHiddenMembers } from '../users/shown-actor.ts';
import { editClaim, moveClaim } from './moves.ts';
import { findClaim } from './queries.ts';
import { memberNamed } from './refs.ts';

/** The cells saved by the claim's edit (PUT /api/claims/{id}). */
const EDIT_FIELDS = [
  'teamMemberName',
  'resp',
  'issue',
  'action',
  'refundAmount',
  'paymentMethod',
  'actionETA',
  'comment',
];

/**
 * The member cell of a case taken by a member hidden from the caller, sent back as it showed him:
 * empty, or the neutral label (copied and pasted, in either language). It names no one and keeps
 * him; another member typed takes the case.
 */
function keepsHidden(row: Claim, typed: unknown): boolean {
  if (!isHiddenActor(row.teamMember)) return false;
  const text = typeof typed === 'string' ? typed.trim() : '';
  return text === '' || readsAsHiddenActor(text);
}

/**
 * The claims list's cells (domain/claims/cells.ts) saved through the claim's own calls: the fields
 * by its edit (a refund action needs its amount and payment method, the amount no more than the
 * order's), then the step by "next step" and the status by "next" (solved after the last step) or
 * "mark as failed", each with its audit entry and version, all of a row in one transaction. The
 * team member is typed by name or e-mail and saved as the member it names.
 */
export const CLAIM_CELLS_ADAPTER: CellsAdapter<Claim> = {
  def: CLAIM_CELLS,
  // the row as the caller was shown it: a member hidden from him compares as the empty name he saw
  read: async (db, user, id) => {
    const claim = await findClaim(db, id);
    if (!claim) throw notFound();
    assertInScope(user, claim.community);
    return withoutHiddenMembers(claim, await hiddenMemberIds(db, user)) as Claim;
  },
  apply: (db, _withLive, user, row, version, set) =>
    db.transaction().execute(async (trx) => {
      let claim = row;
      const fields = pickCells(set, EDIT_FIELDS);
      const { teamMemberName, ...rest } = fields ?? {};
      const kept = teamMemberName === undefined || keepsHidden(row, teamMemberName);
      if (!kept || Object.keys(rest).length > 0) {
        const member = kept
          ? {}
          : {
              teamMember: await memberNamed(
                trx,
                user,
                teamMemberName as string | null,
                'teamMemberName',
                typeof row.teamMember === 'string' ? row.teamMember : null,
              ),
            };
        const body = editBody(ClaimUpdate, { ...rest, ...member, order: row.order, version });
        claim = await editClaim(trx, user, row.id, body);
      }
      if (set.step !== undefined) claim = await moveClaim(trx, user, row.id, 'next', claim.version);
      if (set.status !== undefined)
        claim = await moveClaim(trx, user, row.id, set.status === 'failed' ? 'fail' : 'next', claim.version);
      return claim;
    }),
};
