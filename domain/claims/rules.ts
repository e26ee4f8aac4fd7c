import { type Actor, type Machine, type MoveResult, movesFor, step } from '../machine.ts';
import { SERVICE_ROLES } from '../role-groups.ts';
import { CLAIM_STATUSES, type ClaimStatus } from './schema.ts';

/**
 * Claims. Steps 1 → 2 → 3; 'next' advances a step (the claim becomes ongoing), at
 * step 3 the claim is finished with 'solve'. 'fail' is offered at steps 1 and 2 only. 'standby'
 * parks an open claim, 'resume' takes it back. solved and failed are final.
 */
export type ClaimMove = 'next' | 'solve' | 'fail' | 'standby' | 'resume';
export const CLAIM_LAST_STEP = 3;
/** 7 days: an open claim older than this is urgent. */
export const URGENT_CLAIM_AGE_MS = 604_800_000;

const OPEN: readonly ClaimStatus[] = ['new', 'ongoing', 'standby'];

export const CLAIM_MACHINE: Machine<ClaimStatus, ClaimMove> = {
  states: CLAIM_STATUSES,
  final: ['solved', 'failed'],
  transitions: [
    { from: OPEN, move: 'next', to: 'ongoing', actors: SERVICE_ROLES },
    { from: OPEN, move: 'solve', to: 'solved', actors: SERVICE_ROLES },
    { from: OPEN, move: 'fail', to: 'failed', actors: SERVICE_ROLES },
    { from: ['new', 'ongoing'], move: 'standby', to: 'standby', actors: SERVICE_ROLES },
    { from: ['standby'], move: 'resume', to: 'ongoing', actors: SERVICE_ROLES },
  ],
};

export interface ClaimState {
  status: ClaimStatus;
  step: number;
}

export function isClaimFinal(status: ClaimStatus): boolean {
  return CLAIM_MACHINE.final.includes(status);
}

function stepAllows(c: ClaimState, m: ClaimMove): boolean {
  if (m === 'next') return c.step < CLAIM_LAST_STEP;
  if (m === 'solve') return c.step >= CLAIM_LAST_STEP;
  if (m === 'fail') return c.step !== CLAIM_LAST_STEP;
  return true;
}

export function claimMoves(c: ClaimState, actor: Actor): ClaimMove[] {
  return movesFor(CLAIM_MACHINE, c.status, actor).filter((m) => stepAllows(c, m));
}

/** No fail option at step 3 (nor on a final claim). */
export function canFailClaim(c: ClaimState): boolean {
  return !isClaimFinal(c.status) && c.step !== CLAIM_LAST_STEP;
}

export function applyClaimMove(
  c: ClaimState,
  move: ClaimMove,
  actor: Actor,
): MoveResult<ClaimStatus, { step: number }> {
  const r = step(CLAIM_MACHINE, c.status, move, actor);
  if (!r.ok) return r;
  if (!stepAllows(c, move)) return { ok: false, error: 'conflict', message: 'errors.moveNotAllowed' };
  return { ok: true, to: r.to, patch: { step: move === 'next' ? c.step + 1 : c.step } };
}

/** POST /claims/{id}/next: the next step, or solved after step 3. */
export function advanceClaim(c: ClaimState, actor: Actor): MoveResult<ClaimStatus, { step: number }> {
  return applyClaimMove(c, c.step >= CLAIM_LAST_STEP ? 'solve' : 'next', actor);
}

/** Urgent: not solved or failed, and created more than 7 days ago. */
export function isClaimUrgent(c: { status: ClaimStatus; createdAt: string }, now: Date): boolean {
  return !isClaimFinal(c.status) && now.getTime() - Date.parse(c.createdAt) > URGENT_CLAIM_AGE_MS;
}
