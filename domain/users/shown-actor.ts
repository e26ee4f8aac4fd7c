import * as v from 'valibot';
import { rec, str, uuid } from '../responses/common.ts';
import { id, MSG } from '../schemas/common.ts';

/**
 * Who made a change, as one reader is told it. A member hidden from that reader (a super-admin,
 * to everyone but a super-admin) is `{hidden: true}`: no id, no name, shown as the neutral
 * "system administrator", so a history or a "by" column never names an account the team list hides.
 */
export type ShownActor = { id: string; name: string } | { hidden: true };

export const HIDDEN_ACTOR: ShownActor = { hidden: true };

/** Whether a value a history shows is the hidden actor (a hidden member named in a field). */
export const isHiddenActor = (v: unknown): v is { hidden: true } =>
  typeof v === 'object' && v !== null && (v as { hidden?: unknown }).hidden === true;

const HiddenActorAnswer = rec({ hidden: v.literal(true) });
export const ShownActorAnswer = v.union([rec({ id: uuid, name: str }), HiddenActorAnswer]);

/**
 * The member a record names (a claim's or a refund's team member, a voucher's giver) as one
 * reader is told it: his id, or the hidden actor in its place, the name beside it then null.
 */
export type ShownMember = string | { hidden: true };
export const ShownMemberAnswer = v.union([uuid, HiddenActorAnswer]);

/**
 * A member a body names: an id, or the hidden actor sent back as it was shown, which keeps the
 * member the record names (the server refuses it where he is not hidden from the caller).
 */
export const shownMemberBody = () =>
  v.union([id(), v.strictObject({ hidden: v.literal(true, MSG.invalid) }, MSG.invalid)], MSG.invalid);

/** The translation key that names a hidden actor on every screen. */
export const HIDDEN_ACTOR_LABEL = 'history.systemAdministrator';

/** The name of the member a record names as a list shows it: the neutral label for a hidden one. */
export function memberLabel(
  member: ShownMember | null | undefined,
  name: string | null | undefined,
  t: (key: typeof HIDDEN_ACTOR_LABEL) => string,
): string {
  return isHiddenActor(member) ? t(HIDDEN_ACTOR_LABEL) : (name ?? '');
}

/**
 * An actor's name as every screen shows it: a member hidden from the reader is the neutral
 * "system administrator"; `none` is what a change made by no member reads.
 */
export function actorLabel(
  actor: ShownActor | null | undefined,
  t: (key: typeof HIDDEN_ACTOR_LABEL) => string,
  none: string,
): string {
  if (!actor) return none;
  return 'hidden' in actor ? t(HIDDEN_ACTOR_LABEL) : actor.name;
}
