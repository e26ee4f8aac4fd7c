import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import { flatten } from '../locale-usage.ts';

/**
 * The validation messages whose wording was given to us (offers and orders; catalogue and
 * customer service): each has its key, produced by a rule of domain/, whose English in
 * locales/en.json is that wording ({x} written {{x}}), and a test that asserts it. The texts
 * live in the dictionaries only; locales.test.ts checks every key the code uses is there.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const DOMAIN = resolve(HERE, '../../../domain');
const files = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  );
const produced = files(DOMAIN, '.ts')
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const tests = files(HERE, '.test.ts')
  .filter((f) => !f.endsWith('messages.test.ts'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const EN = flatten(en);
const ZH = flatten(zh);

/**
 * `words`: the English is the given text; `code`: the given text is a code or a variant of another
 * message; `{ corrected }`: the given text with its spelling or grammar mended ("a least"),
 * the English a reader sees instead (docs/domain.md, "Message keys").
 */
type Wording = 'words' | 'code' | { corrected: string };
const SPEC_MESSAGES: [area: string, text: string, key: string, wording: Wording][] = [
  ['offers and orders', 'field_required', 'validation.required', 'code'],
  ['offers and orders', 'Required', 'validation.required', 'code'],
  ['offers and orders', 'Field Required', 'validation.required', { corrected: 'Field required' }],
  ['offers and orders', 'Date already selected!', 'validation.dateAlreadySelected', 'words'],
  [
    'offers and orders',
    'Need a least one delivery date',
    'offer.errors.needDeliveryDate',
    { corrected: 'At least one delivery date is needed' },
  ],
  [
    'offers and orders',
    'Need a least one pack or item',
    'offer.errors.needPackOrItem',
    { corrected: 'At least one pack or item is needed' },
  ],
  ['offers and orders', 'Product is not available', 'offer.errors.productNotAvailable', 'words'],
  ['offers and orders', 'Selections need at least one item', 'offer.errors.selectionNeedsItem', 'words'],
  [
    'offers and orders',
    'Rules need a least one area',
    'validation.needOneArea',
    { corrected: 'Rules need at least one area' },
  ],
  [
    'offers and orders',
    'Rules need a least one rules on each fees area',
    'validation.needOneRule',
    { corrected: 'Each fee area needs at least one rule' },
  ],
  ['offers and orders', 'Need to add lottery gifts', 'offer.errors.needLotteryGifts', 'words'],
  ['offers and orders', 'Please fix the errors before submitting', 'validation.fixErrors', 'words'],
  [
    'offers and orders',
    "Original price shouldn't be equal or less than the current price",
    'offer.errors.formerPriceTooLow',
    'words',
  ],
  ['offers and orders', 'Need a customer', 'order.errors.needCustomer', 'words'],
  ['offers and orders', 'Need at least a pack or an add-on', 'order.errors.needLine', 'words'],
  ['offers and orders', '{field} not filled', 'order.errors.fieldNotFilled', 'words'],
  ['catalogue and service', 'Supplier already exists', 'supplier.errors.exists', 'words'],
  ['catalogue and service', 'Product already exists', 'product.errors.exists', 'words'],
  ['catalogue and service', 'Please set main pictures', 'validation.setMainPictures', 'words'],
  ['catalogue and service', 'CREATE_REFUND_SELECT_A_VALID_ORDER', 'claim.errors.selectValidOrder', 'code'],
  [
    'catalogue and service',
    'You cannot apply a refund to this order. The order you selected is {status}.',
    'claim.errors.refundNotPaid',
    'words',
  ],
  [
    'catalogue and service',
    'CREATE_REFUND_NO_MORE_THAN_ACTUAL_AMOUNT',
    'claim.errors.noMoreThanActualAmount',
    'code',
  ],
  ['catalogue and service', 'Please select a valid Order', 'refund.errors.selectValidOrder', 'words'],
  ['catalogue and service', 'No more than actual amount', 'refund.errors.noMoreThanActualAmount', 'words'],
  ['catalogue and service', 'Please add a comment', 'stock.errors.commentRequired', 'words'],
  [
    'catalogue and service',
    'Not valid Email',
    'validation.invalidEmail',
    { corrected: 'Not a valid e-mail' },
  ],
  ['catalogue and service', 'Field Required', 'validation.required', { corrected: 'Field required' }],
];

describe('every given validation message', () => {
  it.each(SPEC_MESSAGES)('%s: %j is %s', (_area, text, key, wording) => {
    expect(EN.has(key) && ZH.has(key), `${key} in both dictionaries`).toBe(true);
    if (wording === 'words') expect(EN.get(key)).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
    else if (wording !== 'code') expect(EN.get(key)).toBe(wording.corrected);
    expect(produced.includes(`'${key}'`), `no rule of domain/ produces ${key}`).toBe(true);
    expect(tests.includes(`'${key}'`), `no test asserts ${key}`).toBe(true);
  });
});
