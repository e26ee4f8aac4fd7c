import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DailyOrderCreate } from '../../../domain/orders/daily-schema.ts';
import {
  cityEditable,
  customerButtonTooltip,
  firstMissingCustomerField,
  keptWechatGroups,
} from '../../../domain/orders/entry.ts';
import { pendingOrdersWarning } from '../../../domain/orders/pending-warning.ts';
import { entryIssue, OrderCreate, OrderTrackingUpdate, OrderUpdate } from '../../../domain/orders/schema.ts';
import { applyTrackingMove, canMoveTracking, trackingTargets } from '../../../domain/orders/tracking.ts';
import { autoSelectVouchers, eligibleVouchers, type VoucherLike } from '../../../domain/orders/vouchers.ts';
import { issueFields } from '../../../domain/schemas/common.ts';
import { IDS, u } from './fixtures.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : issueFields(r.issues);
};

describe('tracking status: prepared, on_the_way, delayed, delivered; delivered is read-only', () => {
  it.each([
    ['process', ['prepared', 'on_the_way', 'delayed', 'delivered']],
    ['prepared', ['on_the_way', 'delayed', 'delivered']],
    ['delayed', ['prepared', 'on_the_way', 'delivered']],
    ['delivered', []],
  ] as const)('from %s, logistic may choose %j', (from, targets) => {
    expect(trackingTargets(from, 'logistic')).toEqual(targets);
  });

  it.each(['designer', 'finance'] as const)('%s moves no tracking', (role) => {
    expect(canMoveTracking('prepared', 'delivered', role)).toBe(false);
    expect(applyTrackingMove('prepared', 'delivered', role)).toMatchObject({ ok: false, error: 'forbidden' });
  });

  it('nobody moves a delivered order', () => {
    expect(applyTrackingMove('delivered', 'delayed', 'super-admin')).toMatchObject({
      ok: false,
      error: 'conflict',
    });
  });
});

describe('voucher choices for an order', () => {
  const scope = { total: 10000, community: IDS.community, today: '2025-03-10' };
  const vch = (n: number, over: Partial<VoucherLike> = {}): VoucherLike => ({
    id: u(700 + n),
    amount: 2000,
    expirationDate: '2025-03-31',
    communities: [IDS.community],
    status: 'validated',
    ...over,
  });
  it.each<[string, Partial<VoucherLike>, boolean]>([
    ['eligible', {}, true],
    ['amount equal to the total', { amount: 10000 }, true],
    ['amount above the total', { amount: 10001 }, false],
    ['expires today (still valid)', { expirationDate: '2025-03-10' }, true],
    ['expired yesterday', { expirationDate: '2025-03-09' }, false],
    ['other community', { communities: [u(1)] }, false],
    ['pending', { status: 'pending' }, false],
    ['declined', { status: 'declined' }, false],
    ['used elsewhere', { status: 'used', order: u(5) }, false],
  ])('%s -> %s', (_n, over, ok) => {
    expect(eligibleVouchers([vch(1, over)], scope)).toHaveLength(ok ? 1 : 0);
  });

  it('a voucher used by the order being edited stays eligible', () => {
    expect(
      eligibleVouchers([vch(1, { status: 'used', order: u(5) })], { ...scope, orderId: u(5) }),
    ).toHaveLength(1);
  });

  it('a voucher used by the order being edited stays eligible past its date; a free one does not', () => {
    const expired = { expirationDate: '2025-03-01' };
    expect(
      eligibleVouchers([vch(1, { ...expired, status: 'used', order: u(5) })], { ...scope, orderId: u(5) }),
    ).toHaveLength(1);
    expect(eligibleVouchers([vch(1, expired)], { ...scope, orderId: u(5) })).toHaveLength(0);
  });

  it('auto selection: soonest expiry first, within the total', () => {
    const picked = autoSelectVouchers(
      [
        vch(1, { amount: 6000, expirationDate: '2025-06-01' }),
        vch(2, { amount: 5000 }),
        vch(3, { amount: 4000 }),
      ],
      10000,
    );
    expect(picked.map((x) => x.id)).toEqual([u(702), u(703)]);
  });
});

describe('pending-orders warning: up to 3 order numbers', () => {
  const order = (n: number, over: Record<string, unknown> = {}) => ({
    id: u(n),
    customer: IDS.special,
    orderNumber: n,
    createdAt: `2025-03-10T0${n % 10}:00:00Z`,
    paymentStatus: 'pending' as const,
    status: 'available' as const,
    ...over,
  });
  it('lists the 3 most recent and counts the rest', () => {
    const w = pendingOrdersWarning(
      [order(1), order(2), order(3), order(4), order(5, { paymentStatus: 'paid' })],
      {
        customer: IDS.special,
      },
    );
    expect(w).toEqual({ messageKey: 'order.warnings.pendingOrders', orderNumbers: [4, 3, 2], more: 1 });
  });
  it.each([
    ['no customer', [1], null],
    ['only the order being edited', [1], u(1)],
  ])('%s: no warning', (_n, ns, exclude) => {
    const w = pendingOrdersWarning(
      ns.map((n) => order(n)),
      { customer: exclude === null ? null : IDS.special, excludeOrderId: exclude },
    );
    expect(w).toBeNull();
  });
  it('cancelled pending orders do not count', () => {
    expect(
      pendingOrdersWarning([order(1, { status: 'discontinued' })], { customer: IDS.special }),
    ).toBeNull();
  });
});

describe('live order entry (press Enter)', () => {
  const entry = {
    offer: u(50),
    channel: 'wechat_group',
    customer: IDS.special,
    packs: [{ id: IDS.packA, quantity: 2 }],
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["'Need a customer'", { customer: null }, { customer: 'order.errors.needCustomer' }],
    [
      'a walk-in name stands for a customer',
      { customer: null, customerDaily: { customerName: 'Li Lei' } },
      {},
    ],
    ["'Need at least a pack or an add-on'", { packs: [] }, { packs: 'order.errors.needLine' }],
    [
      'quantity 0 removes the line',
      { packs: [{ id: IDS.packA, quantity: 0 }] },
      { packs: 'order.errors.needLine' },
    ],
    [
      'quantity minimum 0',
      { packs: [{ id: IDS.packA, quantity: -1 }] },
      { 'packs.0.quantity': 'validation.min', packs: 'order.errors.needLine' },
    ],
    ['group number minimum 1', { groupNumber: 0 }, { groupNumber: 'validation.min' }],
    ['delivery fee minimum 0', { deliveryFee: -1 }, { deliveryFee: 'validation.min' }],
    [
      'same line twice',
      {
        packs: [
          { id: IDS.packA, quantity: 1 },
          { id: IDS.packA, quantity: 1 },
        ],
      },
      { packs: 'order.errors.duplicateLine' },
    ],
    ['a client total is not accepted', { totalAmount: 1 }, { totalAmount: 'validation.invalid' }],
  ])('%s', (_n, over, expected) => {
    expect(fields(OrderCreate, { ...entry, ...over })).toEqual(expected);
  });

  it('entryIssue is the same rule for the grid', () => {
    expect(entryIssue({ customer: null, packs: [{ id: IDS.packA, quantity: 1 }] })).toBe(
      'order.errors.needCustomer',
    );
    expect(entryIssue({ customer: IDS.special, packs: [], singleItems: [] })).toBe('order.errors.needLine');
    expect(entryIssue({ customer: IDS.special, singleItems: [{ id: IDS.item1, quantity: 1 }] })).toBeNull();
  });

  it('an update needs the version it was made on, and may carry a payment-status target', () => {
    expect(fields(OrderUpdate, { comment: 'x' })).toEqual({ version: 'validation.required' });
    expect(fields(OrderUpdate, { version: 3, paymentStatus: 'paid' })).toEqual({});
    expect(fields(OrderUpdate, { version: 3, offer: u(1) })).toEqual({ offer: 'validation.invalid' });
    expect(fields(OrderTrackingUpdate, { trackingStatus: 'lost' })).toEqual({
      trackingStatus: 'validation.invalid',
    });
  });

  it.each([
    [{ customerName: '', phone: '1', detailedAddress: 'a', city: 'Shanghai', area: 'x' }, 'name'],
    [{ customerName: 'Li', phone: ' ', detailedAddress: 'a', city: 'Shanghai', area: 'x' }, 'phone'],
    [{ customerName: 'Li', phone: '1', city: 'Shanghai', area: 'x' }, 'address'],
    [{ customerName: 'Li', phone: '1', detailedAddress: 'a', area: 'x' }, 'city'],
    [{ customerName: 'Li', phone: '1', detailedAddress: 'a', city: 'Shanghai' }, 'area'],
    [{ customerName: 'Li', phone: '1', detailedAddress: 'a', city: 'Shanghai', area: 'x' }, null],
  ])("'{field} not filled' names the first missing of %j: %s", (walkIn, field) => {
    expect(firstMissingCustomerField(walkIn)).toBe(field);
    expect(customerButtonTooltip(walkIn)).toEqual(
      field ? { messageKey: 'order.errors.fieldNotFilled', field: `order.fields.${field}` } : null,
    );
  });

  it('city is editable only for temporary addresses; only wechat groups with a number are kept', () => {
    expect(cityEditable('temporary')).toBe(true);
    expect(cityEditable('home')).toBe(false);
    expect(keptWechatGroups([{ groupNumber: 3 }, { groupNumber: null }, {}])).toEqual([{ groupNumber: 3 }]);
  });
});

describe('daily order', () => {
  const daily = {
    customerDaily: { customerName: 'Han Meimei' },
    customerAddress: {
      type: 'office',
      city: 'Shanghai',
      area: IDS.area,
      detailedAddress: '1 Century Ave',
      phone: '138',
    },
    community: IDS.community,
    supplier: u(60),
    deliveryFee: 0,
    deliveryDate: '2025-03-12',
    lines: [{ product: IDS.productA, weightType: 'piece', quantity: 2, price: 1999 }],
  };
  it('parses with type and channel daily', () => {
    expect(v.parse(DailyOrderCreate, daily)).toMatchObject({
      type: 'daily',
      channel: 'daily',
      fapiao: false,
    });
  });
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'customer name',
      { customerDaily: { customerName: '' } },
      { 'customerDaily.customerName': 'validation.required' },
    ],
    [
      'phone',
      { customerAddress: { ...daily.customerAddress, phone: undefined } },
      { 'customerAddress.phone': 'validation.required' },
    ],
    [
      'address type',
      { customerAddress: { ...daily.customerAddress, type: 'temporary' } },
      { 'customerAddress.type': 'validation.required' },
    ],
    ['community', { community: undefined }, { community: 'validation.required' }],
    ['supplier', { supplier: undefined }, { supplier: 'validation.required' }],
    ['delivery fee', { deliveryFee: undefined }, { deliveryFee: 'validation.required' }],
    ['delivery date', { deliveryDate: undefined }, { deliveryDate: 'validation.required' }],
    [
      'line unit',
      { lines: [{ product: IDS.productA, quantity: 1, price: 1 }] },
      { 'lines.0.weightType': 'validation.required' },
    ],
    [
      'line quantity integer',
      { lines: [{ product: IDS.productA, weightType: 'g', quantity: 1.5, price: 1 }] },
      { 'lines.0.quantity': 'validation.integer' },
    ],
    [
      'line retail price',
      { lines: [{ product: IDS.productA, weightType: 'g', quantity: 1 }] },
      { 'lines.0.price': 'validation.required' },
    ],
    ['at least one line', { lines: [] }, { lines: 'order.errors.needLine' }],
  ])('%s is required', (_n, over, expected) => {
    expect(fields(DailyOrderCreate, { ...daily, ...over })).toEqual(expected);
  });
});
