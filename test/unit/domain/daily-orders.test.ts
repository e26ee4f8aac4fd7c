import { describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import { exactCustomerMatch } from '../../../domain/orders/customer-match.ts';
import {
  dailyTotals,
  linesDiffer,
  stockDeltas,
  taxBreakdown,
  unitsByProduct,
} from '../../../domain/orders/daily.ts';
import { paymentPageUrl, qrBackground, showsPaymentQr } from '../../../domain/orders/payment-qr.ts';

const line = (product: string, quantity: number, price: number) => ({
  product,
  quantity,
  price,
  weightType: 'piece' as const,
});

describe('daily orders', () => {
  it('totals: goods at the retail price, the typed fee, vouchers within the total', () => {
    const t = dailyTotals([line('a', 3, 1250), line('b', 1, 999)], 1500, [1000]);
    expect(t).toMatchObject({ ticketAmount: 4749, deliveryFee: 1500, totalAmount: 6249, actualAmount: 5249 });
    expect(dailyTotals([line('a', 1, 100)], 0, [500]).actualAmount).toBe(0);
  });

  it('stock deltas follow the units held, per product', () => {
    const before = unitsByProduct([line('a', 2, 1), line('b', 1, 1), line('a', 1, 1)]);
    expect(before.get('a')).toBe(3);
    expect(stockDeltas(before, unitsByProduct([line('a', 5, 1), line('c', 2, 1)]))).toEqual([
      ['a', 2],
      ['b', -1],
      ['c', 2],
    ]);
    expect(stockDeltas(before, new Map())).toEqual([
      ['a', -3],
      ['b', -1],
    ]);
  });

  it('tells a changed product section from the same lines sent back', () => {
    const a = [line('a', 2, 100)];
    expect(linesDiffer(a, [line('a', 2, 100)])).toBe(false);
    expect(linesDiffer(a, [line('a', 3, 100)])).toBe(true);
    expect(linesDiffer(a, [line('a', 2, 101)])).toBe(true);
    expect(linesDiffer(a, [{ ...line('a', 2, 100), weight: 250 }])).toBe(true);
    expect(linesDiffer(a, [])).toBe(true);
  });

  it('tax on a price including VAT = price − price / (1 + rate/100)', () => {
    expect(taxBreakdown(11_300, 13)).toEqual([{ rate: 13, gross: 11_300, vat: 1300, net: 10_000 }]);
    expect(taxBreakdown(1000, null)[0]).toMatchObject({ rate: 0, vat: 0 });
  });

  it('the payment QR: its page, its background, only while a daily order is unpaid', () => {
    expect(paymentPageUrl('https://pay.example/o', 'abc')).toBe('https://pay.example/o/abc');
    expect(paymentPageUrl('https://pay.example/o/', 'abc')).toBe('https://pay.example/o/abc');
    expect(qrBackground(COMMUNITY_IDS.cellar)).toBe(`/qr-backgrounds/${COMMUNITY_IDS.cellar}.png`);
    expect(qrBackground('nope')).toBe('/qr-backgrounds/default.png');
    const o = { channel: 'daily', paymentStatus: 'pending', status: 'available' };
    expect(showsPaymentQr(o)).toBe(true);
    expect(showsPaymentQr({ ...o, paymentStatus: 'paid' })).toBe(false);
    expect(showsPaymentQr({ ...o, status: 'discontinued' })).toBe(false);
    expect(showsPaymentQr({ ...o, channel: 'wechat_group' })).toBe(false);
  });
});

describe('search-and-update auto-fill (daily order)', () => {
  const rows = [
    { id: '1', name: 'Anna Becker' },
    { id: '2', name: 'Anna Beckermann' },
    { id: '3', name: 'Léa Fontaine' },
  ];
  it('takes the one customer whose name equals the typed text, case, spaces and accents aside', () => {
    expect(exactCustomerMatch(rows, 'Anna Becker')?.id).toBe('1');
    expect(exactCustomerMatch(rows, '  anna   becker ')?.id).toBe('1');
    expect(exactCustomerMatch(rows, 'lea fontaine')?.id).toBe('3');
  });
  it('takes none on a partial name, no match, or two namesakes', () => {
    expect(exactCustomerMatch(rows, 'Anna')).toBeNull();
    expect(exactCustomerMatch(rows, 'Bob')).toBeNull();
    expect(exactCustomerMatch([...rows, { id: '4', name: 'Anna Becker' }], 'Anna Becker')).toBeNull();
  });
});
