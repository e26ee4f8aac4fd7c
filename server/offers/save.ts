import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import { COMMUNITIES } from '../../domain/communities.ts';
import type { LiveEvent } from '../../domain/live-messages.ts';
import type { OfferDetails } from '../../domain/live-views.ts';
import {
  LOCKED_AFTER_START_MSG,
  lockedChanges,
  offerSchemaFor,
  prepareOfferForSave,
} from '../../domain/offers/editing.ts';
import { canonicalOffer, offerInputOf } from '../../domain/offers/form-values.ts';
import { OFFER_FORM_MSG, OfferBody } from '../../domain/offers/schema.ts';
import { hasStarted, offerTiming } from '../../domain/offers/timing.ts';
import { offerContextIssues, type ProductState } from '../../domain/offers/validation.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { audit } from '../db/audit.ts';
import { camel } from '../db/camel.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import type { RememberKey } from '../http/create-once.ts';
import { emitLiveEvent } from '../live/events.ts';
import { askedVersion, staleVersion } from '../resources/crud.ts';
import type { Scope } from '../resources/serve.ts';
import { offerDetails } from './details.ts';
import { checkFeeRefs } from './fee-refs.ts';
import { assertMayMove } from './held-lines.ts';
import { channelLines, liveState, offerHead } from './state.ts';
import { catalogueOf, writeOffer } from './write.ts';

type Db = Kysely<Database>;

/** What the audit log keeps of an offer: its body as the form edits it. */
export const offerSnapshot = (d: OfferDetails) => {
  const { version: _v, ...body } = offerInputOf(d);
  return { offerID: d.offerID, ...body } as Record<string, unknown>;
};

/** The stored offer as a body, for comparisons (a stored shape the schema refuses is compared raw). */
function storedBody(d: OfferDetails): OfferBody {
  // read as a save of it reads a body: a started offer's locked rules do not make it unreadable
  const r = v.safeParse(offerSchemaFor(OfferBody, d.startingDate), offerInputOf(d));
  return canonicalOffer(r.success ? r.output : (offerInputOf(d) as unknown as OfferBody));
}

/**
 * The rules a body needs beyond its schema: a known community the caller belongs to,
 * a ghost offer that exists in his communities, fee areas and template that exist, start not in the past and available products (domain validation.ts).
 * On a started offer the products cannot change (locked), so they are not checked again.
 */
async function contextCheck(db: Db, body: OfferBody, scope: Scope, stored: OfferDetails | null) {
  if (!COMMUNITIES.some((c) => c.id === body.community))
    throw badRequest({ community: 'validation.invalid' });
  scope.assert(body.community);
  if (body.ghostID) {
    const g = await camel(db)
      .selectFrom('offers')
      .select('communityId')
      .where('id', '=', body.ghostID)
      .executeTakeFirst();
    if (!g) throw badRequest({ ghostID: 'validation.invalid' });
    // the offer's analytics show the ghost's figures: another community's are not the caller's
    // to choose (one an admin chose stays when the offer is saved again)
    if (body.ghostID !== stored?.ghostID) scope.assert(g.communityId);
  }
  await checkFeeRefs(db, body, stored);
  const cat = await catalogueOf(db, body);
  const started = !!stored && hasStarted(stored, new Date());
  const products = new Map<string, ProductState>();
  for (const [id, p] of cat)
    products.set(id, { status: started ? 'available' : (p.status as ProductState['status']) });
  const fields = offerContextIssues(body, { now: new Date(), products, stored });
  if (Object.keys(fields).length) throw badRequest(fields, OFFER_FORM_MSG.fixErrors);
  return cat;
}

export async function createOffer(
  db: Db,
  caller: AuthUser,
  raw: OfferBody,
  scope: Scope,
  remember?: RememberKey,
) {
  const body = prepareOfferForSave(raw);
  const cat = await contextCheck(db, body, scope, null);
  return db.transaction().execute(async (trx) => {
    await remember?.claim(trx);
    const id = await writeOffer(trx, body, cat, caller.id);
    const after = (await offerDetails(trx, id))!;
    await audit(trx, {
      actorId: caller.id,
      entity: 'offer',
      entityId: id,
      action: 'create',
      before: null,
      after: offerSnapshot(after),
      version: after.version,
      audience: { communities: [after.community] },
    });
    await remember?.(trx, id);
    return after;
  });
}

/** Locks the offer's lines (id order, as sales do) and then the offer row, and reads it. */
export async function lockOffer(trx: Db, id: string): Promise<OfferDetails | undefined> {
  // raw SQL: locks, the lines in id order as the sale (server/orders) takes them, so the two queue
  await sql`SELECT id FROM offer_lines WHERE offer_id = ${id} ORDER BY id FOR UPDATE`.execute(trx);
  await sql`SELECT id FROM offers WHERE id = ${id} FOR UPDATE`.execute(trx);
  return offerDetails(trx, id);
}

/** UPDATE_OFFER for each channel whose stock changed while the offer is live (the live page follows). */
async function announceStock(trx: Db, before: OfferDetails, after: OfferDetails, out: LiveEvent[]) {
  if (offerTiming(after, new Date()) !== 'live') return;
  const stocks = (d: OfferDetails, k: 'wechatGroup' | 'miniprogram') =>
    JSON.stringify([...(d[k]?.packs ?? []), ...(d[k]?.singleItems ?? [])].map((l) => [l.id, l.stock]));
  const head = (await offerHead(trx, after.id))!;
  for (const [k, ch] of [
    ['wechatGroup', 'wechat_group'],
    ['miniprogram', 'miniprogram'],
  ] as const) {
    if (!after[k] || stocks(before, k) === stocks(after, k)) continue;
    const lines = await channelLines(trx, after.id, ch, false);
    await emitLiveEvent(trx, after.id, { type: 'UPDATE_OFFER', offer: liveState(head, lines) }, out);
  }
}

/**
 * The whole PUT: version, scope, locks of a started offer (400 naming each locked field), write.
 * Joins the caller's transaction when given one (a row of the offers list's cells).
 */
export async function updateOffer(
  db: Db,
  caller: AuthUser,
  id: string,
  raw: OfferBody,
  scope: Scope,
  current: OfferDetails,
  out: LiveEvent[],
) {
  const body = prepareOfferForSave(raw);
  scope.assert(current.community);
  const cat = await contextCheck(db, body, scope, current);
  return inTransaction(db, async (trx) => {
    const before = await lockOffer(trx, id);
    if (!before) throw badRequest({ _: 'errors.notFound' });
    if (askedVersion(raw) !== before.version) throw staleVersion(before);
    // its orders are rows of its community: moved, they would be another community's offer's
    if (body.community !== before.community) await assertMayMove(trx, before);
    const locked = lockedChanges(storedBody(before), canonicalOffer(body), new Date());
    if (locked.length) throw badRequest(Object.fromEntries(locked.map((p) => [p, LOCKED_AFTER_START_MSG])));
    await writeOffer(trx, body, cat, caller.id, id);
    const after = (await offerDetails(trx, id))!;
    await audit(trx, {
      actorId: caller.id,
      entity: 'offer',
      entityId: id,
      action: 'update',
      before: offerSnapshot(before),
      after: offerSnapshot(after),
      version: after.version,
      audience: { communities: [...new Set([before.community, after.community])] },
    });
    await announceStock(trx, before, after, out);
    return after;
  });
}
