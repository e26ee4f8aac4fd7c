import type { Role } from './roles.ts';

/**
 * One shape for every state machine of the spec (payment status, tracking, claims, refunds,
 * vouchers, purchase orders): a table of moves with the actors allowed to make each. `system` is
 * the server acting on its own (a refund decided elsewhere moves the order), never a person.
 */
export type Actor = Role | 'system';

export interface Transition<S extends string, M extends string> {
  from: readonly S[];
  move: M;
  to: S;
  actors: readonly Actor[];
}

export interface Machine<S extends string, M extends string> {
  states: readonly S[];
  final: readonly S[];
  transitions: readonly Transition<S, M>[];
}

export type MoveResult<S extends string, P = Record<string, never>> =
  | { ok: true; to: S; patch: P }
  | { ok: false; error: 'forbidden' | 'conflict'; message: string };

export const MOVE_FORBIDDEN = 'errors.moveForbidden';
export const MOVE_CONFLICT = 'errors.moveNotAllowed';

export function isFinal<S extends string, M extends string>(m: Machine<S, M>, state: S): boolean {
  return m.final.includes(state);
}

/** Moves the actor may make from a state; none from a final state, whoever asks. */
export function movesFor<S extends string, M extends string>(m: Machine<S, M>, from: S, actor: Actor): M[] {
  if (isFinal(m, from)) return [];
  return m.transitions.filter((t) => t.from.includes(from) && t.actors.includes(actor)).map((t) => t.move);
}

/** Where a move leads: 409 when the move does not exist from here, 403 when the actor may not. */
export function step<S extends string, M extends string>(
  m: Machine<S, M>,
  from: S,
  move: M,
  actor: Actor,
): MoveResult<S, Record<string, never>> {
  const t = isFinal(m, from)
    ? undefined
    : m.transitions.find((x) => x.move === move && x.from.includes(from));
  if (!t) return { ok: false, error: 'conflict', message: MOVE_CONFLICT };
  if (!t.actors.includes(actor)) return { ok: false, error: 'forbidden', message: MOVE_FORBIDDEN };
  return { ok: true, to: t.to, patch: {} };
}
