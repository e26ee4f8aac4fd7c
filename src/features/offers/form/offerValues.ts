import type { OfferDetails } from '../../../../domain/live-views.ts';
import { emptyBlock } from '../../../../domain/offers/editing.ts';
import { offerInputOf } from '../../../../domain/offers/form-values.ts';
import { BLOCKS, emptyClipboard, type OfferInput, tenEntries } from '../../../../domain/offers/schema.ts';

/**
 * The offer form's values: the API body (domain/offers/schema.ts) with every optional part filled
 * in, so each input has a value to show. Rows of repeatable groups may carry a `_key` for React;
 * the body drops it.
 */
export type OfferValues = OfferInput & { version?: number };

export function emptyOffer(community: string | undefined): OfferValues {
  return {
    internalName: '',
    // none chosen yet reads as missing ('Required'), not as a malformed id
    community: community ?? (undefined as unknown as string),
    channel: 'all',
    showDetail: false,
    name: { en: '', zh: '' },
    description: { en: '', zh: '' },
    ghostID: null,
    banners: { en: [], zh: [] },
    medias: { en: [], zh: [] },
    clipboard: emptyClipboard(),
    startingDate: '',
    endingDate: '',
    type: 'regular',
    targetSales: null,
    commissionRate: 0,
    minimumOrderAmount: 0,
    minimumCartItems: 0,
    deliveryType: 'manual',
    feeTemplate: null,
    fees: [],
    deliveryDates: [],
    wechatGroup: emptyBlock(),
    miniprogram: emptyBlock(),
    status: 'available',
  };
}

/** A stored offer (or a duplicate's draft) in the form: both blocks present, so switching channel keeps nothing hidden. */
export function fromOffer(d: OfferDetails): OfferValues {
  return withBlocks(offerInputOf(d));
}

export function withBlocks(v: OfferValues): OfferValues {
  const out = { ...v };
  for (const k of BLOCKS) out[k] = { ...emptyBlock(), ...(v[k] ?? {}) };
  out.clipboard = tenEntries(v.clipboard);
  return out;
}

/** Drops React's row keys anywhere in the values. */
function stripKeys(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(stripKeys);
  if (x && typeof x === 'object') {
    return Object.fromEntries(
      Object.entries(x)
        .filter(([k]) => k !== '_key')
        .map(([k, v]) => [k, stripKeys(v)]),
    );
  }
  return x;
}

/** What the API takes: only the blocks of the channel (choosing one channel clears the other). */
export function toOfferBody(v: OfferValues): unknown {
  const body = stripKeys(v) as OfferValues;
  if (body.channel === 'wechat_group') body.miniprogram = null;
  if (body.channel === 'miniprogram') body.wechatGroup = null;
  for (const k of BLOCKS) {
    const b = body[k];
    if (b && !b.lotteryEnable) body[k] = { ...b, lottery: null };
  }
  return body;
}
