import { describe, expect, it } from 'vitest';
import type { OfferLine } from '../../domain/live-views.ts';
import { paymentChoices } from '../../src/features/live/columns.ts';
import {
  headerWidth,
  type LiveGridContext,
  rowCancellable,
  rowEditable,
} from '../../src/features/live/columns-parts.ts';
import { entryBody } from '../../src/features/live/entry.ts';
import {
  blankEntry,
  emptyAddress,
  type LiveRow,
  linesPayload,
  sendableAddress,
  withQuantity,
} from '../../src/features/live/rows.ts';
import { debounceOf } from '../../src/features/live/saves.ts';
import { enabledTabs, openingTab } from '../../src/features/live/tabs.ts';

const OFFER = '00000000-0000-4000-8000-000000000001';
const line = (id: string, kind: 'pack' | 'item', letter: string | null, price = 1000) =>
  ({
    id,
    kind,
    letter,
    shortName: letter ?? id,
    name: { en: id, zh: id },
    price,
    product: null,
    weight: 0,
    weightType: 'piece',
  }) as unknown as OfferLine;

describe('live page tabs', () => {
  it('enables channel tabs by the offer channel and lottery / analytics by role', () => {
    expect(enabledTabs({ channel: 'wechat_group' }, 'customer-hero')).toEqual({
      wechat_group: true,
      miniprogram: false,
      lottery: false,
      analytics: false,
    });
    expect(enabledTabs({ channel: 'all' }, 'admin')).toEqual({
      wechat_group: true,
      miniprogram: true,
      lottery: true,
      analytics: true,
    });
    expect(enabledTabs({ channel: 'all' }, 'logistic').analytics).toBe(false);
    expect(enabledTabs({ channel: 'all' }, 'logistic').lottery).toBe(true);
  });

  it('opens the asked tab when enabled, else wechat_group, or miniprogram for a miniprogram offer', () => {
    expect(openingTab({ channel: 'all' }, 'admin', 'analytics')).toBe('analytics');
    expect(openingTab({ channel: 'all' }, 'customer-hero', 'analytics')).toBe('wechat_group');
    expect(openingTab({ channel: 'miniprogram' }, 'customer-hero', null)).toBe('miniprogram');
    expect(openingTab({ channel: 'miniprogram' }, 'admin', 'wechat_group')).toBe('miniprogram');
  });
});

describe('entry row lines', () => {
  it('sets, changes and removes (quantity 0) a line; the payload drops zeros', () => {
    const a = line('a', 'pack', 'A', 2500);
    const egg = line('egg', 'item', null, 300);
    let r = withQuantity(blankEntry(OFFER, OFFER, 'wechat_group'), a, 2);
    r = withQuantity(r, egg, 3);
    expect(r.packs).toMatchObject([{ lineId: 'a', quantity: 2, amount: 5000 }]);
    expect(linesPayload(r)).toEqual({
      packs: [{ id: 'a', quantity: 2 }],
      singleItems: [{ id: 'egg', quantity: 3 }],
    });
    r = withQuantity(r, a, 0);
    expect(linesPayload(r).packs).toEqual([]);
  });

  it('each entry attempt has its own idempotency key', () => {
    expect(blankEntry(OFFER, OFFER, 'wechat_group')._key).not.toBe(
      blankEntry(OFFER, OFFER, 'wechat_group')._key,
    );
  });
});

describe('save debounce and payment choices (domain machine)', () => {
  it('waits 1500 ms for lines, tracking number and delivery date, 1000 ms for the rest', () => {
    expect([debounceOf('lines'), debounceOf('deliveryTrackingID'), debounceOf('deliveryDate')]).toEqual([
      1500, 1500, 1500,
    ]);
    expect([debounceOf('comment'), debounceOf('paymentMethod'), debounceOf('address')]).toEqual([
      1000, 1000, 1000,
    ]);
  });

  it('offers only the moves the role may make', () => {
    const row = (paymentStatus: 'pending' | 'paid' | 'ccl') => ({
      ...blankEntry(OFFER, OFFER, 'wechat_group'),
      _kind: undefined,
      paymentStatus,
    });
    expect(paymentChoices(row('pending'), 'customer-hero')).toEqual(['paid']);
    // the refund option: choosing 'refunding' opens the refund form
    expect(paymentChoices(row('paid'), 'customer-hero')).toEqual(['ccl', 'refunding']);
    // a paid order's status moves only for the refund-option roles: a badge for him
    expect(paymentChoices(row('paid'), 'product-manager')).toEqual([]);
    expect(paymentChoices(row('ccl'), 'customer-hero')).toEqual([]);
    expect(paymentChoices(row('ccl'), 'admin')).toEqual(['paid']);
  });

  it('a locked order (cancelled, under or after a refund) is not editable, not even for an admin', () => {
    const ctx = { editable: true, role: 'admin', offer: { status: 'available' } } as LiveGridContext;
    const row = (paymentStatus: LiveRow['paymentStatus']) =>
      ({ ...blankEntry(OFFER, OFFER, 'wechat_group'), _kind: undefined, paymentStatus }) as LiveRow;
    for (const s of ['ccl', 'refunding', 'rfd'] as const) expect(rowEditable(row(s), ctx), s).toBe(false);
    expect(rowEditable(row('paid'), ctx)).toBe(true);
    // its status is the admin's to move: the payment cell offers him the machine's moves
    expect(paymentChoices(row('ccl'), 'admin')).toEqual(['paid']);
  });

  it('a pending order of a discontinued offer is read-only, its cancel kept; a paid one stays editable', () => {
    const ctx = { editable: true, role: 'admin', offer: { status: 'discontinued' } } as LiveGridContext;
    const row = (paymentStatus: LiveRow['paymentStatus']) =>
      ({ ...blankEntry(OFFER, OFFER, 'wechat_group'), _kind: undefined, paymentStatus }) as LiveRow;
    expect(rowEditable(row('pending'), ctx)).toBe(false);
    expect(rowCancellable(row('pending'), ctx)).toBe(true);
    expect(rowEditable(row('paid'), ctx)).toBe(true);
    expect(rowCancellable(row('paid'), ctx)).toBe(true);
    // the entry row is no order of the offer: the sale's own 409 answers it
    expect(rowCancellable({ ...row('pending'), _kind: 'entry' } as LiveRow, ctx)).toBe(false);
    const again = { ...ctx, offer: { status: 'available' } } as LiveGridContext;
    expect(rowEditable(row('pending'), again)).toBe(true);
  });
});

describe('add-on column width', () => {
  it('holds the longest word of the header, so that names wrap between words', () => {
    expect(headerWidth('Strawberries')).toBeGreaterThanOrEqual(12 * 8.5 + 16);
    expect(headerWidth('Free-range eggs')).toBeGreaterThanOrEqual(10 * 8.5 + 16);
    expect(headerWidth('Free-range eggs')).toBe(headerWidth('Free-range'));
    expect(headerWidth('散养鸡蛋')).toBeGreaterThanOrEqual(4 * 14 + 16);
    expect(headerWidth('eggs')).toBe(64);
    expect(headerWidth('Supercalifragilisticexpialidocious')).toBe(120);
  });
});

describe('a live order address typed a part at a time (docs/live-page.md)', () => {
  it('sends every part typed, even without an area or a street, and nothing when nothing is typed', () => {
    expect(sendableAddress(null)).toBeNull();
    expect(sendableAddress(emptyAddress())).toBeNull();
    expect(sendableAddress({ ...emptyAddress(), detailedAddress: '12 Julu Road' })).toMatchObject({
      area: null,
      detailedAddress: '12 Julu Road',
    });
    expect(
      sendableAddress({ ...emptyAddress(), detailedAddress: '12 Julu Road', phone: '139' }),
    ).toMatchObject({
      detailedAddress: '12 Julu Road',
      phone: '139',
    });
    expect(sendableAddress({ ...emptyAddress(), area: 'a1' })).toMatchObject({
      area: 'a1',
      detailedAddress: '',
    });
  });

  it('keeps an address and a phone typed on the entry row without an area', () => {
    const e = blankEntry(OFFER, 'kitchen', 'wechat_group');
    const body = entryBody({
      ...e,
      customerAddress: { ...emptyAddress(), detailedAddress: '3 Anfu Road', phone: '137' },
    });
    expect(body.customerAddress).toMatchObject({ detailedAddress: '3 Anfu Road', phone: '137', area: null });
  });
});
