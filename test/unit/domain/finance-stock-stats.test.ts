import { describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import {
  cellarLineVat,
  commissionAmount,
  grossMargin,
  invoiceTotals,
  lineTotalExVat,
  lineVat,
  purchaseOrderTotals,
  serviceFee,
  showsVatPerLine,
  supplierShare,
  vatIncluded,
} from '../../../domain/finance/rules.ts';
import {
  canMarkPaid,
  canReceive,
  payPurchaseOrder,
  receivePurchaseOrder,
} from '../../../domain/purchase-orders/rules.ts';
import {
  ratioPercent,
  reorderFrequency,
  reorderRate,
  satisfactionRate,
  statColour,
} from '../../../domain/stats.ts';
import {
  applyStockAdjustment,
  forecastStock,
  forecastValue,
  formatWeight,
  maxRemovable,
  stockAdjustmentIssues,
  stockColour,
  stockLevel,
  withRecentMovement,
} from '../../../domain/stock/rules.ts';

describe('VAT', () => {
  it.each([
    [11300, 13, 1300], // ¥113.00 incl. 13 % holds ¥13.00
    [10600, 6, 600],
    [10000, 13, 1150], // 1150.44… -> 1150
    [100, 0, 0],
    [999, 100, 500], // 499.5 -> 500 (half-up)
  ])('a price of %d fen at %d%% includes %d fen of VAT', (price, rate, vat) => {
    expect(vatIncluded(price, rate)).toBe(vat);
  });

  it.each([
    [{ quantity: 3, unitPrice: 11300, vatPercentage: 13 }, 30000, 3900],
    [{ quantity: 7, unitPrice: 1999, vatPercentage: 9 }, 12838, 1155], // 13993 / 1.09 = 12837.6 -> 12838
    [{ quantity: 1, unitPrice: 1, vatPercentage: 13 }, 1, 0],
  ])('line %j: total excluding VAT %d, VAT %d, summing to the gross', (line, exVat, vat) => {
    expect(lineTotalExVat(line)).toBe(exVat);
    expect(lineVat(line)).toBe(vat);
    expect(lineTotalExVat(line) + lineVat(line)).toBe(line.quantity * line.unitPrice);
  });

  it('the purchase-order totals row sums quantity, VAT and value', () => {
    const lines = [
      { quantity: 3, unitPrice: 11300, vatPercentage: 13 },
      { quantity: 7, unitPrice: 1999, vatPercentage: 9 },
    ];
    expect(purchaseOrderTotals(lines)).toEqual({
      quantity: 10,
      vatAmount: 5055,
      totalExVat: 42838,
      totalInclVat: 47893,
    });
  });

  it.each([
    [COMMUNITY_IDS.cellar, 1150],
    [COMMUNITY_IDS.kitchen, null],
  ])('VAT per line on invoices for community %s: %s', (community, vat) => {
    expect(showsVatPerLine(community)).toBe(vat !== null);
    expect(cellarLineVat(community, { quantity: 1, price: 10000 }, 13)).toBe(vat);
  });
});

describe('service fee and supplier share', () => {
  it.each([
    // total, delivery, rate, fee, share
    [110000, 10000, 15, 15000, 95000],
    [10099, 99, 12.5, 1250, 8849],
    [5, 0, 10, 1, 4], // 0.5 -> 1
    [0, 0, 20, 0, 0],
  ])('total %d, delivery %d at %d%%: fee %d, share %d', (total, delivery, rate, fee, share) => {
    expect(serviceFee(total, delivery, rate)).toBe(fee);
    expect(supplierShare(total, delivery, rate)).toBe(share);
  });

  it('commission = (pack income + single item income) x rate', () => {
    expect(commissionAmount(80000, 20000, 15)).toBe(15000);
  });

  it('invoice totals over its offers', () => {
    expect(
      invoiceTotals(
        [
          { totalAmount: 110000, deliveryFee: 10000, commissionRate: 15 },
          { totalAmount: 50000, deliveryFee: 0, commissionRate: 10 },
        ],
        3000,
        2000,
      ),
    ).toEqual({
      totalSales: 160000,
      totalSalesExDelivery: 150000,
      feePercents: [15, 10],
      feeAmount: 20000,
      refunds: 3000,
      vouchers: 2000,
      supplierShare: 140000,
    });
  });

  it('gross margin (cellar)', () => {
    expect(grossMargin(10000, 7000)).toEqual({ amount: 3000, percent: 30 });
    expect(grossMargin(0, 0)).toEqual({ amount: 0, percent: 0 });
  });
});

describe('purchase orders: received and paid', () => {
  it.each([
    ['logistic', true, false],
    ['finance', true, true],
    ['admin', true, true],
    ['designer', false, false],
  ] as const)('%s may receive %s, mark paid %s', (role, receive, pay) => {
    expect(canReceive('pending', role)).toBe(receive);
    expect(canMarkPaid('unpaid', role)).toBe(pay);
    expect(canMarkPaid('paid', role)).toBe(false);
  });
  it('no way back once received or paid', () => {
    expect(receivePurchaseOrder('received', 'super-admin')).toMatchObject({ ok: false, error: 'conflict' });
    expect(payPurchaseOrder('unpaid', 'finance')).toEqual({ ok: true, to: 'paid', patch: {} });
  });
});

describe('stock', () => {
  it.each([
    [-2, 'sold_out', 'red'],
    [0, 'sold_out', 'red'],
    [1, 'very_low', 'red'],
    [5, 'very_low', 'red'],
    [6, 'low', 'orange'],
    [15, 'low', 'orange'],
    [16, 'ok', null],
  ] as const)('%d in stock is %s (%s)', (n, level, colour) => {
    expect(stockLevel(n)).toBe(level);
    expect(stockColour(n)).toBe(colour);
  });

  const s = { stock: 10, freeStock: 4, purchasedStock: 20, onDeliveryStock: 6 };
  it('forecast stock = paid + free + purchased - on delivery; value = forecast x price', () => {
    expect(forecastStock(s)).toBe(28);
    expect(forecastValue(s, 1250)).toBe(35000);
  });

  it.each([
    [
      { type: 'manual_remove', bucket: 'paid', quantity: 10 },
      {},
      { stock: 0, freeStock: 4, movementStock: -10 },
    ],
    [{ type: 'manual_remove', bucket: 'free', quantity: 5 }, { quantity: 'validation.max' }, null],
    [{ type: 'manual_add', bucket: 'free', quantity: 5 }, {}, { stock: 10, freeStock: 9, movementStock: 5 }],
  ] as const)('adjustment %j', (adj, issues, after) => {
    expect(stockAdjustmentIssues(adj, s)).toEqual(issues);
    if (after) expect(applyStockAdjustment(adj, s)).toEqual(after);
  });

  it('the remove maximum is the bucket; recent movements keep 10; weights over 10000 g show in kg', () => {
    expect([maxRemovable('paid', s), maxRemovable('free', s)]).toEqual([10, 4]);
    const list = Array.from({ length: 10 }, (_, i) => i);
    expect(withRecentMovement(list, 99)).toEqual([99, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(formatWeight(10000)).toEqual({ value: 10000, unit: 'g' });
    expect(formatWeight(12345)).toEqual({ value: 12.35, unit: 'kg' });
  });
});

describe('stats', () => {
  it.each([
    [100, 'green'],
    [90.01, 'green'],
    [90, 'orange'],
    [51.5, 'orange'],
    [51, 'red'],
    [0, 'red'],
  ] as const)('%d is %s', (v, c) => expect(statColour(v)).toBe(c));

  it.each([
    [0, 0, 100], // default
    [10, 1, 90],
    [3, 1, 66.67],
  ])('satisfaction of %d orders with %d claims is %d', (orders, claims, rate) => {
    expect(satisfactionRate(orders, claims)).toBe(rate);
  });

  it.each([
    [30, 20, 150],
    [10, 0, null], // no previous offer to compare with
  ])('reorder of %d orders over %d previous is %s', (orders, prev, rate) => {
    expect(reorderRate(orders, prev)).toBe(rate);
  });

  it.each([
    [200, 2, { value: 3.3, unit: 'months' }],
    [120, 2, { value: 8.6, unit: 'weeks' }],
    [60, 2, { value: 30, unit: 'days' }],
    [10, 0, null],
  ])('reorder frequency: %d days over %d orders', (days, n, out) => {
    expect(reorderFrequency(days, n)).toEqual(out);
  });

  it('ratios of totals', () => expect([ratioPercent(1, 3), ratioPercent(1, 0)]).toEqual([33.33, 0]));
});
