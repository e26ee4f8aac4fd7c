import type * as v from 'valibot';
import type { ChannelBlock, OfferBody } from './schema.ts';
import { hasStarted } from './timing.ts';

/**
 * Once an offer has started, only its texts, images, clipboard and stock may change;
 * before the start everything may (docs/offers.md, "Timing and locks"). Paths use dots with `*`
 * for array positions.
 */
export const EDITABLE_AFTER_START: readonly string[] = [
  'name.*',
  'description.*',
  'showDetail',
  'banners.*',
  'medias.*',
  'clipboard.*',
  'status',
  '*.packs.*.name.*',
  '*.packs.*.shortName',
  '*.packs.*.mainPicture.*',
  '*.packs.*.otherMedia.*',
  '*.packs.*.stock',
  '*.singleItems.*.shortName',
  '*.singleItems.*.stock',
  '*.zikoSpecials.*.gift.custom.*',
  '*.zikoSpecials.*.gift.customImage.*',
  '*.lottery.draws.*.gifts.*.custom.*',
  '*.lottery.draws.*.gifts.*.customImage.*',
];

export const LOCKED_AFTER_START_MSG = 'offer.errors.lockedAfterStart';

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('.');
  const s = path.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*' && i === p.length - 1) return s.length >= p.length;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return s.length === p.length;
}

/** Whether a field may still change: always before the start, the listed ones after it. */
export function isOfferFieldEditable(path: string, offer: { startingDate: string }, now: Date): boolean {
  return !hasStarted(offer, now) || EDITABLE_AFTER_START.some((p) => matches(p, path));
}

function flatten(x: unknown, prefix: string, out: Map<string, string>): void {
  if (x !== null && typeof x === 'object') {
    const entries = Array.isArray(x) ? x.map((v, i) => [String(i), v] as const) : Object.entries(x);
    if (entries.length === 0) out.set(prefix, Array.isArray(x) ? '[]' : '{}');
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(x ?? null));
  }
}

/**
 * The paths that differ between the stored offer and the submitted one and may not change any
 * more (empty before the start). The server answers 400 with these paths when it is not empty.
 */
export function lockedChanges(before: OfferBody, after: OfferBody, now: Date): string[] {
  if (!hasStarted(before, now)) return [];
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  flatten(before, '', a);
  flatten(after, '', b);
  const changed = new Set<string>();
  for (const [k, v] of a) if (b.get(k) !== v) changed.add(k);
  for (const k of b.keys()) if (!a.has(k)) changed.add(k);
  return [...changed].filter((p) => !EDITABLE_AFTER_START.some((pat) => matches(pat, p))).sort();
}

/**
 * Applied to every saved body: the channel setting keeps only its own block (choosing
 * wechat_group clears the miniprogram block and vice versa), and a disabled lottery is dropped so
 * that enabling it later starts from no draws.
 */
export function prepareOfferForSave(body: OfferBody): OfferBody {
  const out = { ...body };
  if (out.channel === 'wechat_group') out.miniprogram = null;
  if (out.channel === 'miniprogram') out.wechatGroup = null;
  for (const k of ['wechatGroup', 'miniprogram'] as const) {
    const b = out[k];
    if (b && !b.lotteryEnable) out[k] = { ...b, lottery: null };
  }
  return out;
}

/** The form's lottery switch: enabling resets the draws to empty. */
export function toggleLottery(block: ChannelBlock, enabled: boolean): ChannelBlock {
  if (!enabled) return { ...block, lotteryEnable: false };
  const base = block.lottery ?? {
    conditionType: 'order' as const,
    conditionValue: 0,
    extraConditionType: 'none' as const,
    extraConditionValue: null,
    draws: [],
  };
  return { ...block, lotteryEnable: true, lottery: { ...base, draws: [] } };
}

/** An empty channel block, as the form starts it. */
export function emptyBlock(): ChannelBlock {
  return { packs: [], singleItems: [], bourses: [], zikoSpecials: [], lotteryEnable: false, lottery: null };
}

/**
 * A path that may change, or a whole that may (`clipboard` when every `clipboard.*` may): an
 * array that holds some that may change (a channel's packs, whose stock may) is not such a whole.
 */
function mayStillChange(path: string, offer: { startingDate: string }, now: Date): boolean {
  return (
    // the version is no field of the offer: a bad one is always the caller's to fix
    path === 'version' ||
    isOfferFieldEditable(path, offer, now) ||
    EDITABLE_AFTER_START.some((p) => p.endsWith('.*') && matches(p.slice(0, -2), path))
  );
}

/**
 * The kinds of issue that are rules between values (a fee area needed, a pack or item per
 * channel, a delivery day, a gift's required part): the ones a stored offer may break after the
 * rule came. A value of the wrong form (an id that is no id, a number out of its bounds) is
 * refused wherever it is: it would otherwise reach the database before the lock check.
 */
const RULES = new Set(['check', 'partial_check', 'raw_check', 'min_length']);

const issuePath = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((p) => String(p.key)).join('.');

/**
 * The offer schema a save of a stored offer is checked with. Once the offer has started, a rule
 * broken by a field that may no longer change cannot be mended by anyone (an offer written before
 * the rule, or by an import): the stored value stands, since lockedChanges refuses any change to
 * it, so such an issue does not block saving the texts, pictures, clipboard and stock. An issue
 * on a field that may still change, or a value of the wrong shape or form anywhere, still refuses.
 */
export function offerSchemaFor<S extends v.GenericSchema>(schema: S, storedStart: string | null): S {
  if (!storedStart) return schema;
  const stored = { startingDate: storedStart };
  // the prototype keeps everything else of the schema; valibot's parse and safeParse call `~run`
  // (its `~standard` is bound to the original schema, which only refuses more)
  const wrapped = Object.create(schema) as S;
  Object.defineProperty(wrapped, '~run', {
    value: (dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) => {
      const out = schema['~run'](dataset, config);
      if (!out.issues || !out.typed) return out;
      const now = new Date();
      const kept = out.issues.filter((i) => !RULES.has(i.type) || mayStillChange(issuePath(i), stored, now));
      return kept.length ? { ...out, issues: kept } : { typed: true, value: out.value };
    },
  });
  return wrapped;
}
