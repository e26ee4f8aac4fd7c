import * as v from 'valibot';
import { businessDate, isOnTimeStep } from '../dates.ts';
import { FeeArea } from '../delivery/schema.ts';
import { bilingual, fen, id, int, MSG, requiredText, STATUS } from '../schemas/common.ts';
import { instant, optId, optText, pathItem, percent, perLangFiles, uniqueDates } from '../schemas/shared.ts';
import { BourseTier, Lottery, OFFER_MSG, Pack, SingleItem, Special } from './schema-parts.ts';

export const CHANNELS = ['all', 'wechat_group', 'miniprogram'] as const;
export type OfferChannel = (typeof CHANNELS)[number];
export const OFFER_TYPES = ['regular', 'free_fall', 'multiple_items', 'bourse', 'cave'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const DELIVERY_TYPES = ['manual', 'shunfeng'] as const;
export const BLOCKS = ['wechatGroup', 'miniprogram'] as const;
export type BlockKey = (typeof BLOCKS)[number];
export const CLIPBOARD_SIZE = 10;

export const OFFER_FORM_MSG = {
  ...OFFER_MSG,
  needDeliveryDate: 'offer.errors.needDeliveryDate',
  needPackOrItem: 'offer.errors.needPackOrItem',
  endBeforeStart: 'offer.errors.endBeforeStart',
  endTimeBeforeStart: 'offer.errors.endTimeBeforeStart',
  startInPast: 'offer.errors.startInPast',
  productNotAvailable: 'offer.errors.productNotAvailable',
  needBourse: 'offer.errors.needBourse',
  needFeeArea: 'validation.needOneArea',
  duplicateFeeArea: 'offer.errors.duplicateFeeArea',
  timeStep: 'validation.timeStep',
  fixErrors: 'validation.fixErrors',
} as const;

/** The channel block (wechatGroup or miniprogram). */
export const ChannelBlock = v.pipe(
  v.strictObject({
    packs: v.optional(v.pipe(v.array(Pack, MSG.invalid), v.maxLength(100, MSG.tooLong)), []),
    singleItems: v.optional(v.pipe(v.array(SingleItem, MSG.invalid), v.maxLength(200, MSG.tooLong)), []),
    bourses: v.optional(v.pipe(v.array(BourseTier, MSG.invalid), v.maxLength(50, MSG.tooLong)), []),
    zikoSpecials: v.optional(v.pipe(v.array(Special, MSG.invalid), v.maxLength(50, MSG.tooLong)), []),
    lotteryEnable: v.optional(v.boolean(MSG.invalid), false),
    lottery: v.optional(v.nullable(Lottery), null),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const b = dataset.value;
    const packs = new Set(b.packs.map((p) => p.id));
    const items = new Set(b.singleItems.map((i) => i.id));
    const at = (keys: (string | number)[], message: string) =>
      addIssue({ message, path: keys.map((k) => pathItem(b, k, undefined)) as [v.IssuePathItem] });
    if (packs.size + items.size !== b.packs.length + b.singleItems.length) at(['packs'], MSG.invalid);
    b.zikoSpecials.forEach((s, i) => {
      if (s.conditionPack && !packs.has(s.conditionPack) && !items.has(s.conditionPack))
        at(['zikoSpecials', i, 'conditionPack'], OFFER_MSG.unknownSelection);
      if (s.gift.pack && !packs.has(s.gift.pack))
        at(['zikoSpecials', i, 'gift', 'pack'], OFFER_MSG.unknownSelection);
      if (s.gift.singleItem && !items.has(s.gift.singleItem))
        at(['zikoSpecials', i, 'gift', 'singleItem'], OFFER_MSG.unknownSelection);
    });
    b.lottery?.draws.forEach((d, i) => {
      d.gifts.forEach((g, j) => {
        if (g.pack && !packs.has(g.pack))
          at(['lottery', 'draws', i, 'gifts', j, 'pack'], OFFER_MSG.unknownSelection);
        if (g.singleItem && !items.has(g.singleItem))
          at(['lottery', 'draws', i, 'gifts', j, 'singleItem'], OFFER_MSG.unknownSelection);
      });
    });
    if (b.lotteryEnable && !b.lottery) at(['lottery'], MSG.required);
  }),
);
export type ChannelBlock = v.InferOutput<typeof ChannelBlock>;

export const ClipboardEntry = v.strictObject({ shortcut: optText(40), text: optText(2000) });
/** Offer times are picked in 5-minute steps. */
const steppedInstant = () =>
  v.pipe(
    instant(),
    v.check((s) => isOnTimeStep(s), OFFER_FORM_MSG.timeStep),
  );

/** The clipboard's ten entries, empty: a new offer's. */
export const emptyClipboard = () =>
  Array.from({ length: CLIPBOARD_SIZE }, () => ({ shortcut: '', text: '' }));

/** A clipboard as the form edits it: ten entries, a stored one of fewer (written before the ten) padded. */
export const tenEntries = <E extends { shortcut?: string; text?: string }>(
  entries: readonly E[] | null | undefined,
) => [...(entries ?? []), ...emptyClipboard()].slice(0, CLIPBOARD_SIZE);

/** The blocks a channel setting keeps: 'all' keeps both. */
export function activeBlocks(channel: OfferChannel): BlockKey[] {
  if (channel === 'wechat_group') return ['wechatGroup'];
  if (channel === 'miniprogram') return ['miniprogram'];
  return ['wechatGroup', 'miniprogram'];
}

const version = v.optional(int(0, Number.MAX_SAFE_INTEGER));

const offerEntries = {
  internalName: requiredText(200),
  community: id(),
  channel: v.picklist(CHANNELS, MSG.required),
  showDetail: v.optional(v.boolean(MSG.invalid), false),
  name: bilingual(200),
  description: v.optional(v.strictObject({ en: optText(50_000), zh: optText(50_000) }), { en: '', zh: '' }),
  ghostID: optId(),
  banners: perLangFiles(),
  medias: perLangFiles(),
  clipboard: v.optional(
    v.pipe(v.array(ClipboardEntry, MSG.invalid), v.length(CLIPBOARD_SIZE, MSG.invalid)),
    emptyClipboard,
  ),
  startingDate: steppedInstant(),
  endingDate: steppedInstant(),
  type: v.optional(v.picklist(OFFER_TYPES, MSG.required), 'regular'),
  /** sales target in fen */
  targetSales: v.optional(v.nullable(fen(0)), null),
  commissionRate: v.optional(percent(100), 0),
  minimumOrderAmount: v.optional(fen(0), 0),
  minimumCartItems: v.optional(int(0, 10_000), 0),
  deliveryType: v.optional(v.picklist(DELIVERY_TYPES, MSG.required), 'manual'),
  feeTemplate: optId(),
  fees: v.optional(v.pipe(v.array(FeeArea, MSG.invalid), v.maxLength(200, MSG.tooLong)), []),
  deliveryDates: v.pipe(uniqueDates(), v.minLength(1, OFFER_FORM_MSG.needDeliveryDate)),
  wechatGroup: v.optional(v.nullable(ChannelBlock), null),
  miniprogram: v.optional(v.nullable(ChannelBlock), null),
  status: v.optional(v.picklist(STATUS, MSG.invalid), 'available'),
  /** on PUT, the version the edit was based on (409 when stale); ignored on POST */
  version,
};

/** End after start: a different day is 'end before start', the same day 'end time after start'. */
function endOk(o: { startingDate: string; endingDate: string }, sameDay: boolean): boolean {
  if (Date.parse(o.endingDate) > Date.parse(o.startingDate)) return true;
  return (businessDate(o.endingDate) === businessDate(o.startingDate)) !== sameDay;
}

/**
 * POST /api/offers and the full PUT. Cross-field rules are partial checks, so that the form shows
 * them beside other fields' errors. Context rules (start in the past, products available) are in
 * offers/validation.ts.
 */
export const OfferBody = v.pipe(
  v.strictObject(offerEntries),
  v.forward(
    v.partialCheck([['startingDate'], ['endingDate']], (o) => endOk(o, false), OFFER_FORM_MSG.endBeforeStart),
    ['endingDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startingDate'], ['endingDate']],
      (o) => endOk(o, true),
      OFFER_FORM_MSG.endTimeBeforeStart,
    ),
    ['endingDate'],
  ),
  v.forward(
    v.partialCheck(
      [['feeTemplate'], ['fees']],
      (o) => !!o.feeTemplate || o.fees.length > 0,
      OFFER_FORM_MSG.needFeeArea,
    ),
    ['fees'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const o = dataset.value;
    const at = (keys: (string | number)[], message: string) =>
      addIssue({ message, path: keys.map((k) => pathItem(o, k, undefined)) as [v.IssuePathItem] });
    for (const k of activeBlocks(o.channel)) {
      const b = o[k];
      if (!b || b.packs.length + b.singleItems.length === 0) at([k, 'packs'], OFFER_FORM_MSG.needPackOrItem);
      else if (o.type === 'bourse' && b.bourses.length === 0) at([k, 'bourses'], OFFER_FORM_MSG.needBourse);
    }
    const seen = new Set<string>();
    o.fees.forEach((f, i) => {
      if (seen.has(f.area)) at(['fees', i, 'area'], OFFER_FORM_MSG.duplicateFeeArea);
      seen.add(f.area);
    });
  }),
);
export type OfferBody = v.InferOutput<typeof OfferBody>;
export type OfferInput = v.InferInput<typeof OfferBody>;

/** PUT /api/offers/{id} may carry only a status (discontinuing is a status update), and its version. */
export const OfferStatusUpdate = v.strictObject({ status: v.picklist(STATUS, MSG.invalid), version });
export type OfferStatusUpdate = v.InferOutput<typeof OfferStatusUpdate>;

/** True when a PUT body is the status-only variant; otherwise validate it with OfferUpdate. */
export function isStatusOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('status' in body)) return false;
  return Object.keys(body).every((k) => k === 'status' || k === 'version');
}

/** What GET /api/offers/{id}/details returns beyond the body. */
export interface Offer extends OfferBody {
  id: string;
  offerID: string;
  createdAt: string;
  updatedAt: string;
}
