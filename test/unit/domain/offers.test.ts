import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emptyBlock,
  isOfferFieldEditable,
  lockedChanges,
  offerSchemaFor,
  prepareOfferForSave,
  toggleLottery,
} from '../../../domain/offers/editing.ts';
import { packIndex, packLetter } from '../../../domain/offers/pack-letters.ts';
import { OfferBody } from '../../../domain/offers/schema.ts';
import { canDeleteOffer, offerTiming, showsAnalytics } from '../../../domain/offers/timing.ts';
import { IDS, offerInput } from './fixtures.ts';

function setPath(o: object, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  // biome-ignore lint/suspicious/noExplicitAny: walking a parsed offer by a dotted test path
  const parent = keys.reduce((x: any, k) => x[k], o);
  parent[last] = value;
}

const offer = { startingDate: '2025-03-11T01:00:00.000Z', endingDate: '2025-03-12T13:55:00.000Z' };

describe('offer timing', () => {
  it.each([
    ['2025-03-11T00:59:59.999Z', 'coming', true, false],
    ['2025-03-11T01:00:00.000Z', 'live', false, true],
    ['2025-03-12T13:54:59.999Z', 'live', false, true],
    ['2025-03-12T13:55:00.000Z', 'over', false, true],
  ] as const)('at %s the offer is %s (deletable %s, analytics %s)', (now, timing, deletable, analytics) => {
    expect(offerTiming(offer, new Date(now))).toBe(timing);
    expect(canDeleteOffer(offer, new Date(now))).toBe(deletable);
    expect(showsAnalytics(offer, new Date(now))).toBe(analytics);
  });
});

describe('pack letters A…Z, AA, AB…', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('pack %d is %s', (i, letter) => {
    expect(packLetter(i)).toBe(letter);
    expect(packIndex(letter)).toBe(i);
  });

  it('never repeats over the first 2000 packs', () => {
    const letters = Array.from({ length: 2000 }, (_, i) => packLetter(i));
    expect(new Set(letters).size).toBe(2000);
  });

  it('refuses a negative index', () => expect(() => packLetter(-1)).toThrow(RangeError));
});

describe('what stays editable once the offer exists or has started', () => {
  const before = v.parse(OfferBody, offerInput());
  const started = new Date('2025-03-11T02:00:00.000Z');
  const coming = new Date('2025-03-10T02:00:00.000Z');
  const edit = (f: (o: typeof before) => void) => {
    const after = structuredClone(before);
    f(after);
    return after;
  };

  it.each<[string, string, unknown, string[]]>([
    ['description', 'description.en', 'New text', []],
    ['name', 'name.zh', '新名字', []],
    ['clipboard', 'clipboard.3', { shortcut: 'x', text: 'hello' }, []],
    ['banners', 'banners.en', [{ name: 'b.png', uri: 'u/b.png' }], []],
    ['pack stock', 'wechatGroup.packs.0.stock', 99, []],
    ['item stock', 'wechatGroup.singleItems.0.stock', 1, []],
    ['pack price', 'wechatGroup.packs.0.price', 1, ['wechatGroup.packs.0.price']],
    ['end date', 'endingDate', '2025-03-13T13:55:00.000Z', ['endingDate']],
    ['community', 'community', IDS.area, ['community']],
    ['fee rule', 'fees.0.rules.0.fee', 1, ['fees.0.rules.0.fee']],
  ])('after the start, changing %s (%s) is locked at %j', (_what, path, value, locked) => {
    const after = edit((o) => setPath(o, path, value));
    expect(lockedChanges(before, after, started)).toEqual(locked);
    expect(lockedChanges(before, after, coming)).toEqual([]);
  });

  it('adding a pack after the start is locked', () => {
    const after = edit((o) => {
      o.wechatGroup!.packs.push({ ...o.wechatGroup!.packs[0]!, id: IDS.packB });
    });
    expect(lockedChanges(before, after, started).length).toBeGreaterThan(0);
  });

  it.each([
    ['name.en', true],
    ['wechatGroup.packs.2.stock', true],
    ['wechatGroup.packs.2.price', false],
    ['type', false],
    ['clipboard.9.text', true],
  ])('field %s editable after the start: %s', (path, ok) => {
    expect(isOfferFieldEditable(path, before, started)).toBe(ok);
    expect(isOfferFieldEditable(path, before, coming)).toBe(true);
  });
});

describe('a started offer whose locked fields break a rule (written before it) still saves', () => {
  const noFees = { ...offerInput(), fees: [], feeTemplate: null };
  const paths = (r: ReturnType<typeof v.safeParse>) => (r.issues ?? []).map((i) => v.getDotPath(i));

  it('the rule holds before the start and without a stored offer', () => {
    expect(paths(v.safeParse(OfferBody, noFees))).toEqual(['fees']);
    expect(paths(v.safeParse(offerSchemaFor(OfferBody, '2099-01-01T00:00:00.000Z'), noFees))).toEqual([
      'fees',
    ]);
  });

  it('after the start the locked field no longer refuses the save', () => {
    const r = v.safeParse(offerSchemaFor(OfferBody, '2020-01-01T00:00:00.000Z'), noFees);
    expect(r.success).toBe(true);
    expect(r.output).toMatchObject({ fees: [] });
  });

  it('a field that may still change, or a value of the wrong shape, still refuses', () => {
    const schema = offerSchemaFor(OfferBody, '2020-01-01T00:00:00.000Z');
    expect(paths(v.safeParse(schema, { ...noFees, clipboard: [] }))).toEqual(['clipboard']);
    expect(v.safeParse(schema, { ...noFees, fees: 'none' }).success).toBe(false);
    expect(paths(v.safeParse(schema, { ...noFees, version: -1 }))).toEqual(['version']);
    // a locked field's value of the wrong form is named, not sent on to the database
    expect(paths(v.safeParse(schema, { ...noFees, ghostID: 'x' }))).toEqual(['ghostID']);
  });
});

describe('saving: channel switch and lottery', () => {
  it.each([
    ['wechat_group', true, false],
    ['miniprogram', false, true],
    ['all', true, true],
  ] as const)('channel %s keeps wechatGroup %s and miniprogram %s', (channel, wechat, mini) => {
    const o = v.parse(OfferBody, offerInput({ channel: 'all', miniprogram: offerInput().wechatGroup }));
    const saved = prepareOfferForSave({ ...o, channel });
    expect(saved.wechatGroup !== null).toBe(wechat);
    expect(saved.miniprogram !== null).toBe(mini);
  });

  it('enabling the lottery resets its draws to empty; a disabled lottery is dropped on save', () => {
    const block = {
      ...emptyBlock(),
      lottery: {
        conditionType: 'spend' as const,
        conditionValue: 10000,
        extraConditionType: 'none' as const,
        extraConditionValue: null,
        draws: [{ id: IDS.draw, conditionType: 'number_of_order' as const, conditionValue: 10, gifts: [] }],
      },
    };
    const on = toggleLottery(block, true);
    expect(on.lotteryEnable).toBe(true);
    expect(on.lottery?.draws).toEqual([]);
    expect(on.lottery?.conditionValue).toBe(10000);
    const o = v.parse(OfferBody, offerInput());
    const saved = prepareOfferForSave({
      ...o,
      wechatGroup: { ...o.wechatGroup!, lotteryEnable: false, lottery: block.lottery },
    });
    expect(saved.wechatGroup?.lottery).toBeNull();
    expect(toggleLottery(emptyBlock(), true).lottery).toMatchObject({ conditionType: 'order', draws: [] });
  });
});
