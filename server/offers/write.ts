import { type Kysely, sql } from 'kysely';
import { activeBlocks, BLOCKS, type ChannelBlock, type OfferBody } from '../../domain/offers/schema.ts';
import { productRefs } from '../../domain/offers/validation.ts';
import type { FileRef } from '../../domain/schemas/shared.ts';
import { type CamelInsert, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { claimFiles } from '../files/references.ts';
import { assertHeldDrawsKept, assertHeldLinesKept } from './held-lines.ts';
import { type Catalogue, lineDrafts, writeLines } from './write-lines.ts';

type Db = Kysely<Database>;
const j = (x: unknown) => JSON.stringify(x);

/** Every product an offer names (active blocks), with its state, names and supplier. */
export async function catalogueOf(db: Db, body: OfferBody): Promise<Catalogue> {
  const ids = [...new Set(productRefs(body).map((r) => r.product))];
  if (ids.length === 0) return new Map();
  const rows = await camel(db)
    .selectFrom('products')
    .select(['id', 'status', 'nameEn', 'nameZh', 'supplierId'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { status: r.status, en: r.nameEn, zh: r.nameZh, supplier: r.supplierId }]),
  );
}

/** The block as the offers row keeps it: its lines and draws are rows of their own. */
function storedBlock(b: ChannelBlock | null) {
  if (!b) return null;
  const { draws: _d, ...lottery } = b.lottery ?? { draws: [] };
  return j({
    bourses: b.bourses,
    zikoSpecials: b.zikoSpecials,
    lotteryEnable: b.lotteryEnable,
    lottery: b.lottery ? lottery : null,
  });
}

function offerColumns(body: OfferBody, cat: Catalogue): CamelInsert<'offers'> {
  const first = productRefs(body)[0];
  return {
    internalName: body.internalName,
    communityId: body.community,
    // the offer's supplier (invoices, finance) is the one of its first product
    supplierId: first ? (cat.get(first.product)?.supplier ?? null) : null,
    channel: body.channel,
    showDetail: body.showDetail,
    name: j(body.name),
    description: j(body.description),
    ghostId: body.ghostID,
    banners: j(body.banners),
    medias: j(body.medias),
    clipboard: j(body.clipboard),
    startingDate: body.startingDate,
    endingDate: body.endingDate,
    type: body.type,
    targetSales: body.targetSales ?? 0,
    commissionRate: body.commissionRate,
    minimumOrderAmount: body.minimumOrderAmount,
    minimumCartItems: body.minimumCartItems,
    deliveryType: body.deliveryType,
    feeTemplateId: body.feeTemplate,
    fees: j(body.fees),
    deliveryDates: body.deliveryDates,
    wechatGroup: storedBlock(body.wechatGroup),
    miniprogram: storedBlock(body.miniprogram),
    status: body.status,
  };
}

/** Each uploaded file must be in its store (a 400 on the field otherwise) and is claimed. */
async function claimOfferFiles(trx: Db, body: OfferBody): Promise<void> {
  const some = <T>(x: (T | null | undefined)[]) => x.filter((f): f is T => !!f);
  await claimFiles(trx, 'offer-banner', [...body.banners.en, ...body.banners.zh], 'banners');
  await claimFiles(trx, 'offer-media', [...body.medias.en, ...body.medias.zh], 'medias');
  const pics: FileRef[] = [];
  const media: FileRef[] = [];
  const gifts: FileRef[] = [];
  for (const k of activeBlocks(body.channel)) {
    const b = body[k];
    if (!b) continue;
    for (const p of b.packs) {
      pics.push(...some([p.mainPicture.en, p.mainPicture.zh]));
      media.push(...p.otherMedia);
    }
    gifts.push(...some(b.zikoSpecials.map((s) => s.gift.customImage)));
    for (const d of b.lottery?.draws ?? []) gifts.push(...some(d.gifts.map((g) => g.customImage)));
  }
  await claimFiles(trx, 'pack-illustration', pics, 'packs.mainPicture');
  // a pack's other media are pictures or videos of the offer's kinds
  await claimFiles(trx, 'offer-media', media, 'packs.otherMedia');
  await claimFiles(trx, 'gift-image', gifts, 'gift.customImage');
}

/** The lottery draws of the active blocks, numbered from 1 per channel; winners stay with their draw. */
async function writeDraws(trx: Db, offerId: string, body: OfferBody): Promise<void> {
  const rows = BLOCKS.flatMap((k) =>
    (body[k]?.lotteryEnable ? (body[k]?.lottery?.draws ?? []) : []).map((d, i) => ({
      path: `${k}.lottery.draws.${i}.id`,
      row: {
        id: d.id,
        offerId,
        channel: k === 'wechatGroup' ? ('wechat_group' as const) : ('miniprogram' as const),
        drawNumber: i + 1,
        conditionType: d.conditionType,
        conditionValue: d.conditionValue,
        gifts: j(d.gifts),
      } satisfies CamelInsert<'lotteryDraws'>,
    })),
  );
  await assertHeldDrawsKept(trx, offerId, body, rows);
  const ids = rows.map((r) => r.row.id);
  const view = camel(trx);
  const theirs = await view
    .selectFrom('lotteryDraws')
    .select('id')
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))))
    .where('offerId', '<>', offerId)
    .execute();
  const bad = rows.find((r) => theirs.some((x) => x.id === r.row.id));
  if (bad || new Set(ids).size !== ids.length)
    throw badRequest({ [(bad ?? rows[0])!.path]: 'validation.invalid' });
  await view
    .updateTable('lotteryDraws')
    .set((eb) => ({ drawNumber: eb.neg(eb.ref('drawNumber')) }))
    .where('offerId', '=', offerId)
    .execute();
  await view
    .deleteFrom('lotteryDraws')
    .where('offerId', '=', offerId)
    .where((eb) => eb.not(eb('id', '=', eb.fn.any(eb.val(ids)))))
    .execute();
  if (rows.length === 0) return;
  await view
    .insertInto('lotteryDraws')
    .values(rows.map((r) => r.row))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        channel: eb.ref('excluded.channel'),
        drawNumber: eb.ref('excluded.drawNumber'),
        conditionType: eb.ref('excluded.conditionType'),
        conditionValue: eb.ref('excluded.conditionValue'),
        gifts: eb.ref('excluded.gifts'),
      })),
    )
    .execute();
}

/** Writes an offer (new when `id` is undefined) with its lines and draws; answers its id. */
export async function writeOffer(
  trx: Db,
  body: OfferBody,
  cat: Catalogue,
  callerId: string,
  id?: string,
): Promise<string> {
  await claimOfferFiles(trx, body);
  const values = offerColumns(body, cat);
  const view = camel(trx);
  const row = id
    ? await view
        .updateTable('offers')
        .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: sql`now()` }))
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await view
        .insertInto('offers')
        .values({ ...values, createdBy: callerId })
        .returning('id')
        .executeTakeFirstOrThrow();
  const drafts = lineDrafts(row.id, body, cat);
  if (id) await assertHeldLinesKept(trx, row.id, body, drafts);
  await writeLines(trx, row.id, drafts);
  await writeDraws(trx, row.id, body);
  return row.id;
}
