import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles.ts';
import { HIDDEN_ACTOR, type ShownActor } from '../../domain/users/shown-actor.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { drawnOrder, hasBidiControls } from './bidi-drawn.ts';
import { visibleTo } from './rules.ts';

/** The actor columns a query joins from `users` (id from the row, name and role from the member). */
export interface ActorColumns {
  id: string | null;
  name: string | null;
  role: string | null;
}

/**
 * The actor of a change as this reader may be told it: the member, or the neutral hidden actor
 * when the reader may not know of him (`visibleTo`, as the team calls decide); null when no member made it.
 */
export function shownActor(reader: { role: Role }, actor: ActorColumns): ShownActor | null {
  if (!actor.id) return null;
  if (actor.role && !visibleTo(reader, { role: actor.role })) return HIDDEN_ACTOR;
  return { id: actor.id, name: actor.name ?? '' };
}

/** The neutral label of a hidden member in every language, lower-cased, as a cell may send it back. */
const HIDDEN_ACTOR_NAMES: ReadonlySet<string> = new Set(
  [en, zh].map((l) => l.history.systemAdministrator.toLowerCase()),
);

/**
 * The Cyrillic and Greek letters a reader takes for Latin ones (Unicode's confusables, cut down
 * to what a name written in Latin letters can be imitated with; the Chinese label has no
 * look-alikes in another script): each reads as the letter at its place in READ_AS. Capitals
 * apart: a Greek Μ reads as M, its small μ as u.
 */
const LOOK_ALIKE_OF = 'АВЕЅІЈКМНОРСТУХΑΒΕΖΗΙΚΜΝΟΡΤΥΧ' + 'авсԁеһіјкмнорԛѕтухԝɑıɩαβεηικμνορτυχ';
const READ_AS = 'ABESIJKMHOPCTYXABEZHIKMNOPTYX' + 'abcdehijkmhopqstyxwaiiabenikuvoptux';
const LOOK_ALIKES = new RegExp(`[${LOOK_ALIKE_OF}]`, 'gu');

/** Letters drawn blank, as wide as a space: Braille's blank pattern, the Hangul fillers. */
const BLANK_LETTERS = /[\u2800\u3164\u115f\u1160\uffa0]/gu;

/**
 * What draws nothing: format characters (zero-width spaces and joiners), the code points Unicode
 * says to draw as nothing (the combining grapheme joiner, variation selectors, tags), and the
 * marks NFKC left apart from their letter, which a reader does not tell from it.
 */
const UNSEEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]/gu;

/**
 * A name as a reader tells it from another: full-width letters as half-width (NFKC), what draws
 * nothing gone and a letter drawn blank as a space, a Cyrillic or Greek letter drawn like a Latin
 * one read as that one (a Cyrillic а as a), spaces single, case aside.
 */
const asShown = (name: string) =>
  name
    .normalize('NFKC')
    .replace(BLANK_LETTERS, ' ')
    .replace(UNSEEN, '')
    .replace(LOOK_ALIKES, (c) => READ_AS[LOOK_ALIKE_OF.indexOf(c)] ?? c)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The neutral label a hidden member is shown under (in either language) is nobody's name: a
 * member so named would pass for him in every history and "taken by" column, and a cell sending
 * the label back keeps the hidden member; nor is one that reads the same (`asShown`). A name kept
 * as it was is not judged again.
 */
export function assertNameFree(name: string | undefined, current?: string): void {
  if (name === undefined || name === current) return;
  if (readsAsHiddenActor(name)) throw badRequest({ name: 'validation.nameReserved' });
}

/**
 * Whether a typed name reads as the hidden member's neutral label, in either language (`asShown`),
 * as it is typed or as it is drawn (a right-to-left override turns letters around: drawnOrder).
 */
export const readsAsHiddenActor = (name: string): boolean =>
  HIDDEN_ACTOR_NAMES.has(asShown(name)) ||
  (hasBidiControls(name) && HIDDEN_ACTOR_NAMES.has(asShown(drawnOrder(name))));

/**
 * Read once per reader object, i.e. once per request (the caller is made anew for each): a cells
 * call of 1,000 claims reads its rows one by one and asked for them 1,000 times.
 */
const hiddenFor = new WeakMap<object, Promise<ReadonlySet<string>>>();

/** The ids of the members this reader may not know of (the super-admins, for anyone else). */
export function hiddenMemberIds(db: Kysely<Database>, reader: { role: Role }): Promise<ReadonlySet<string>> {
  if (visibleTo(reader, { role: 'super-admin' })) return Promise.resolve(new Set());
  const known = hiddenFor.get(reader);
  if (known) return known;
  const read = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'super-admin')
    .execute()
    .then((rows) => new Set(rows.map((r) => r.id)) as ReadonlySet<string>);
  // a failed read is not kept: the next ask tries again
  hiddenFor.set(reader, read);
  read.catch(() => hiddenFor.delete(reader));
  return read;
}

/**
 * A history's changed fields with every value naming a hidden member (a team member's id, alone
 * or in a list) as the hidden actor: a case he took must not give his id away in its history.
 */
export function withoutHidden(
  fields: Record<string, unknown>,
  hidden: ReadonlySet<string>,
): Record<string, unknown> {
  if (hidden.size === 0) return fields;
  const shown = (v: unknown): unknown =>
    typeof v === 'string' && hidden.has(v) ? HIDDEN_ACTOR : Array.isArray(v) ? v.map(shown) : v;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, shown(v)]));
}

/**
 * Every record an answer holds that names a hidden member as its team member (a claim or a refund
 * he took, a voucher he gave), the record itself, a list's rows, a cells call's rows and current
 * rows, a stale write's current row: his id is the hidden actor and his name is null. The same
 * `{hidden: true}` as in a history, so a list, a detail and the history tell one story.
 */
export function withoutHiddenMembers(answer: unknown, hidden: ReadonlySet<string>): unknown {
  if (hidden.size === 0 || answer === null || typeof answer !== 'object') return answer;
  if (Array.isArray(answer)) return answer.map((x) => withoutHiddenMembers(x, hidden));
  // a record is a plain object: a date, a buffer or a stream passes as it is
  const proto = Object.getPrototypeOf(answer);
  if (proto !== Object.prototype && proto !== null) return answer;
  const out = Object.fromEntries(
    Object.entries(answer).map(([k, x]) => [k, withoutHiddenMembers(x, hidden)]),
  ) as Record<string, unknown>;
  const member = out.teamMember;
  if (typeof member !== 'string' || !hidden.has(member)) return out;
  return { ...out, teamMember: HIDDEN_ACTOR, ...('teamMemberName' in out ? { teamMemberName: null } : {}) };
}

/**
 * The routes' answer hook of a resource whose records name a team member: each answer, an
 * error's details included, as this caller may be told it (`withoutHiddenMembers`).
 */
export function hidingMembers(db: Kysely<Database>) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> => {
    // an answer before the caller is known (401) names no record
    if (!request.user) return payload;
    return withoutHiddenMembers(payload, await hiddenMemberIds(db, request.user));
  };
}
