import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../domain/actions.ts';
import { CELL_LOCKS } from '../../domain/cells.ts';
import { CLAIM_ACTIONS, CLAIM_ISSUES, CLAIM_RESPS, CLAIM_STATUSES } from '../../domain/claims/schema.ts';
import { COMMUNITIES } from '../../domain/communities.ts';
import {
  CUSTOMER_ADDRESS_TYPES,
  CUSTOMER_LEVELS,
  PET_SIZES,
  PET_TYPES,
} from '../../domain/customers/schema.ts';
import { CUSTOMER_TABS } from '../../domain/customers/views.ts';
import { RULE_TYPES } from '../../domain/delivery/schema.ts';
import { LIVE_CLOSE } from '../../domain/live-messages.ts';
import { OFFER_TIMINGS } from '../../domain/offers/list.ts';
import { CHANNELS, DELIVERY_TYPES, OFFER_TYPES } from '../../domain/offers/schema.ts';
import {
  DRAW_CONDITIONS,
  GIFT_TYPES,
  LOTTERY_CONDITIONS,
  LOTTERY_EXTRA_CONDITIONS,
  SPECIAL_CONDITIONS,
} from '../../domain/offers/schema-parts.ts';
import { CARRIER_COLUMNS } from '../../domain/orders/carrier-import.ts';
import {
  ORDER_CHANNELS,
  ORDER_TYPES,
  PAYMENT_STATUSES,
  TRACKING_STATUSES,
} from '../../domain/orders/schema.ts';
import { DIETS, STORAGE_TYPES } from '../../domain/products/schema.ts';
import { PRODUCT_TYPE_NAMES } from '../../domain/products/types.ts';
import { PO_PAYMENT_STATUSES, PO_STOCK_STATUSES, PO_TYPES } from '../../domain/purchase-orders/schema.ts';
import { QUICK_REPLY_CATEGORIES } from '../../domain/quick-replies/schema.ts';
import { REFUND_STATUSES } from '../../domain/refunds/schema.ts';
import { CITIES, ROLES } from '../../domain/roles.ts';
import { MSG, STATUS } from '../../domain/schemas/common.ts';
import { ADDRESS_CITIES, LANGS, PAYMENT_METHODS, WEIGHT_TYPES } from '../../domain/schemas/shared.ts';
import { STOCK_BUCKETS, STOCK_MOVEMENT_STATUSES, STOCK_MOVEMENT_TYPES } from '../../domain/stock/schema.ts';
import { PAYMENT_TERMS, SUPPLIER_STATUSES, SUPPLIER_TYPES } from '../../domain/suppliers/schema.ts';
import { VOUCHER_REASONS, VOUCHER_RESPS, VOUCHER_STATUSES } from '../../domain/vouchers/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { flatten, groupsOf, scanUsage, type Use } from './locale-usage.ts';

/**
 * The dictionaries hold the same keys, in real Chinese, and every key the code uses, in every
 * namespace: keys written in src/ (src/grids/ included), domain/ and server/ (t('…'), `…Key` values, message
 * keys of domain rules and server errors) and the keys built at run time from a value.
 */
const EN = flatten(en);
const ZH = flatten(zh);
const GROUPS = groupsOf(en);
const NAMESPACES = new Set([...Object.keys(en), ...Object.keys(zh)]);
const ACTION_NAMES = new Set(Object.keys(ACTIONS));
const USAGE = scanUsage(NAMESPACES);

/**
 * Every group of keys the code builds from a value, with the values it can hold. `typed`: the
 * value is a literal union at each use (`live.tabs.${id}` over a const tuple), so the type check
 * already fails on a missing key.
 */
const typed = 'typed';
const DYNAMIC: Record<string, readonly string[] | typeof typed> = {
  roles: ROLES,
  'cells.locked': CELL_LOCKS,
  // a bulk edit's summary, by what it was (src/components/ListPage/editing/useCellWords.ts)
  'cells.toast.done': ['paste', 'fill', 'set', 'undo', 'redo', 'clear'],
  'cells.toast.nothing': ['paste', 'fill', 'set', 'undo', 'redo', 'clear'],
  cities: CITIES,
  communities: COMMUNITIES.map((c) => c.key),
  'delivery.ruleTypes': RULE_TYPES,
  'offers.types': OFFER_TYPES,
  'offers.tabs': OFFER_TIMINGS,
  'offers.statuses': STATUS,
  // an estimated total's unit by power (src/app/i18n.ts, the `about` format)
  'list.magnitude': ['p1', 'p2', 'p3'],
  'live.channels': [...new Set([...CHANNELS, ...ORDER_CHANNELS])],
  // 'unknown': the analytics' city of orders without an address (server/offers/analytics.ts)
  'live.cities': [...ADDRESS_CITIES, 'unknown'],
  'live.gifts': GIFT_TYPES,
  'live.lottery.conditions': DRAW_CONDITIONS,
  'live.refused': Object.keys(LIVE_CLOSE),
  'live.paymentMethods': PAYMENT_METHODS,
  'live.paymentStatuses': PAYMENT_STATUSES,
  'live.trackingStatuses': TRACKING_STATUSES,
  'live.connection': typed,
  'live.tabs': typed,
  'palette.kinds': typed,
  // the History drawer names what it knows and shows anything else as recorded (i18n.exists)
  'history.secret': ['changed', 'set'],
  'history.actions': [
    'create',
    'update',
    'deactivate',
    'reactivate',
    'discontinue',
    'tracking',
    'lottery',
    'publish',
    'unpublish',
  ],
  'history.fields': ['name', 'nameZh', 'parent', 'status', 'areas', 'email', 'role', 'city', 'communities'],
  'palette.groups': typed,
  // an order's History drawer labels the fields it knows by the live grid's column names
  'live.cols': typed,
  'recipes.tagGroups': typed,
  'recipes.statuses': STATUS,
  'customers.levels': CUSTOMER_LEVELS,
  'customers.statuses': STATUS,
  'customers.addressTypes': CUSTOMER_ADDRESS_TYPES,
  'customers.petTypes': PET_TYPES,
  'customers.petSizes': PET_SIZES,
  'customers.voucherStatuses': VOUCHER_STATUSES,
  'customers.voucherReasons': VOUCHER_REASONS,
  'customers.tabs': CUSTOMER_TABS,
  'customers.analytics.every': ['days', 'weeks', 'months'],
  'customers.analytics.channels': ORDER_CHANNELS,
  'inventory.types': STOCK_MOVEMENT_TYPES,
  'offerRecap.kinds': ['pack', 'item'],
  'inventory.statuses': STOCK_MOVEMENT_STATUSES,
  'inventory.buckets': STOCK_BUCKETS,
  'suppliers.types': SUPPLIER_TYPES,
  'suppliers.statuses': SUPPLIER_STATUSES,
  'suppliers.paymentTerms': PAYMENT_TERMS,
  'quickReplies.categories': QUICK_REPLY_CATEGORIES,
  'quickReplies.languages': LANGS,
  productTypes: PRODUCT_TYPE_NAMES,
  'offerForm.deliveryTypes': DELIVERY_TYPES,
  'offerForm.giftTypes': GIFT_TYPES,
  'offerForm.specialConditions': SPECIAL_CONDITIONS,
  'offerForm.lotteryConditions': LOTTERY_CONDITIONS,
  'offerForm.extraConditions': LOTTERY_EXTRA_CONDITIONS,
  'offerForm.drawConditions': DRAW_CONDITIONS,
  'purchaseOrder.types': PO_TYPES,
  'purchaseOrder.paymentStatuses': PO_PAYMENT_STATUSES,
  'purchaseOrder.stockStatuses': PO_STOCK_STATUSES,
  'finance.analytics.channels': ORDER_CHANNELS,
  'finance.analytics.paymentStatuses': PAYMENT_STATUSES,
  'product.weightTypes': WEIGHT_TYPES,
  'product.storageTypes': STORAGE_TYPES,
  'product.statuses': STATUS,
  'product.diets': DIETS,
  'orders.types': ORDER_TYPES,
  'dailyOrder.addressTypes': CUSTOMER_ADDRESS_TYPES,
  'product.analyticsPage.weightUnits': ['g', 'kg'],
  'service.issues': CLAIM_ISSUES,
  'service.resps': CLAIM_RESPS,
  'service.actions': CLAIM_ACTIONS,
  'claims.statuses': CLAIM_STATUSES,
  'claims.steps': ['1', '2', '3'],
  'refunds.statuses': REFUND_STATUSES,
  'refunds.moves': ['validate', 'refuse', 'refund'],
  'vouchers.resps': VOUCHER_RESPS,
  'lotteryManagement.giftTypes': GIFT_TYPES,
  'lotteryManagement.conditions': DRAW_CONDITIONS,
  'carrierImport.fields': CARRIER_COLUMNS,
  'carrierImport.results': ['ready', 'unchanged', 'saved'],
};

const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const where = (uses: Use[]) => uses.map((u) => `${u.key} (${u.file})`);

describe('locales', () => {
  it('en and zh have the same keys', () => {
    expect([...ZH.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...EN.keys()].filter((k) => !ZH.has(k))).toEqual([]);
  });

  it('every entry is a non-empty string with the same placeholders in both languages', () => {
    for (const [k, v] of EN) {
      expect(typeof v === 'string' && v.trim() !== '', `en ${k}`).toBe(true);
      expect(vars(ZH.get(k)), `placeholders of ${k}`).toEqual(vars(v));
    }
  });

  it('the Chinese dictionary is written in Chinese', () => {
    const notChinese = [...ZH].filter(([, v]) => !/[\u3400-\u9fff]/.test(String(v))).map(([k]) => k);
    expect(notChinese).toEqual([]);
  });

  it('has every key written in the code, in every namespace', () => {
    const known = (k: string) => EN.has(k) || ACTION_NAMES.has(k) || k in DYNAMIC;
    expect(where(USAGE.literals.filter((u) => !known(u.key)))).toEqual([]);
    expect(where(USAGE.explicit.filter((u) => !EN.has(u.key)))).toEqual([]);
  });

  it('knows the values of every group of keys built at run time', () => {
    expect(where(USAGE.templates.filter((u) => !(u.key in DYNAMIC)))).toEqual([]);
    const groupLiterals = USAGE.literals.filter((u) => GROUPS.has(u.key));
    expect(where(groupLiterals.filter((u) => !(u.key in DYNAMIC)))).toEqual([]);
  });

  it.each(Object.entries(DYNAMIC))('has a key for every value of %s', (group, values) => {
    expect(GROUPS.has(group), group).toBe(true);
    if (values === typed) return;
    expect(values.map((v) => `${group}.${v}`).filter((k) => !EN.has(k))).toEqual([]);
  });

  it('has every message key of the shared schemas', () => {
    expect(Object.values(MSG).filter((k) => !EN.has(k))).toEqual([]);
  });

  it('finds what it checks: the scan sees keys of every kind and every directory', () => {
    const files = (uses: Use[]) => new Set(uses.map((u) => u.file.split('/')[0]));
    expect([...files(USAGE.literals)].sort()).toEqual(['domain', 'server', 'src']);
    const keys = new Set(USAGE.literals.map((u) => u.key));
    for (const k of [
      'offers.searchName',
      'live.cols.customer',
      'order.errors.needCustomer',
      'errors.notFound',
    ])
      expect(keys.has(k), k).toBe(true);
    expect(new Set(USAGE.templates.map((u) => u.key))).toContain('roles');
  });
});
