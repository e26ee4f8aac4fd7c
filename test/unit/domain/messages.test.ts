import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import { flatten } from '../locale-usage.ts';

/**
 * The messages the spec quotes in part 1 §5 and part 2 §5: each has its key, produced by a rule of
 * domain/, whose English in locales/en.json is the spec's wording ({x} written {{x}}), and a test
 * that asserts it. The texts live in the dictionaries only; locales.test.ts checks every key the
 * code uses is there.
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
 * `words`: the English is the spec's text; `code`: the spec names a code or a variant of another
 * message; `{ corrected }`: the spec's text with its spelling or grammar mended ("a least"),
 * the English a reader sees instead (docs/domain.md, "Message keys").
 */
type Wording = 'words' | 'code' | { corrected: string };
const SPEC_MESSAGES: [part: string, text: string, key: string, wording: Wording][] = [
  ['part 1 §5', 'field_required', 'validation.required', 'code'],
  ['part 1 §5', 'Required', 'validation.required', 'code'],
  ['part 1 §5', 'Field Required', 'validation.required', { corrected: 'Field required' }],
  ['part 1 §5', 'Date already selected!', 'validation.dateAlreadySelected', 'words'],
  [
    'part 1 §5',
    'Need a least one delivery date',
    'offer.errors.needDeliveryDate',
    { corrected: 'At least one delivery date is needed' },
  ],
  [
    'part 1 §5',
    'Need a least one pack or item',
    'offer.errors.needPackOrItem',
    { corrected: 'At least one pack or item is needed' },
  ],
  ['part 1 §5', 'Product is not available', 'offer.errors.productNotAvailable', 'words'],
  ['part 1 §5', 'Selections need at least one item', 'offer.errors.selectionNeedsItem', 'words'],
  [
    'part 1 §5',
    'Rules need a least one area',
    'validation.needOneArea',
    { corrected: 'Rules need at least one area' },
  ],
  [
    'part 1 §5',
    'Rules need a least one rules on each fees area',
    'validation.needOneRule',
    { corrected: 'Each fee area needs at least one rule' },
  ],
  ['part 1 §5', 'Need to add lottery gifts', 'offer.errors.needLotteryGifts', 'words'],
  ['part 1 §5', 'Please fix the errors before submitting', 'validation.fixErrors', 'words'],
  [
    'part 1 §5',
    "Original price shouldn't be equal or less than the current price",
    'offer.errors.formerPriceTooLow',
    'words',
  ],
  ['part 1 §5', 'Need a customer', 'order.errors.needCustomer', 'words'],
  ['part 1 §5', 'Need at least a pack or an add-on', 'order.errors.needLine', 'words'],
  ['part 1 §5', '{field} not filled', 'order.errors.fieldNotFilled', 'words'],
  ['part 2 §5', 'Supplier already exists', 'supplier.errors.exists', 'words'],
  ['part 2 §5', 'Product already exists', 'product.errors.exists', 'words'],
  ['part 2 §5', 'Please set main pictures', 'validation.setMainPictures', 'words'],
  ['part 2 §5', 'CREATE_REFUND_SELECT_A_VALID_ORDER', 'claim.errors.selectValidOrder', 'code'],
  [
    'part 2 §5',
    'You cannot apply a refund to this order. The order you selected is {status}.',
    'claim.errors.refundNotPaid',
    'words',
  ],
  ['part 2 §5', 'CREATE_REFUND_NO_MORE_THAN_ACTUAL_AMOUNT', 'claim.errors.noMoreThanActualAmount', 'code'],
  ['part 2 §5', 'Please select a valid Order', 'refund.errors.selectValidOrder', 'words'],
  ['part 2 §5', 'No more than actual amount', 'refund.errors.noMoreThanActualAmount', 'words'],
  ['part 2 §5', 'Please add a comment', 'stock.errors.commentRequired', 'words'],
  ['part 2 §5', 'Not valid Email', 'validation.invalidEmail', { corrected: 'Not a valid e-mail' }],
  ['part 2 §5', 'Field Required', 'validation.required', { corrected: 'Field required' }],
];

describe('every message of part 1 §5 and part 2 §5', () => {
  it.each(SPEC_MESSAGES)('%s: %j is %s', (_part, text, key, wording) => {
    expect(EN.has(key) && ZH.has(key), `${key} in both dictionaries`).toBe(true);
    if (wording === 'words') expect(EN.get(key)).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
    else if (wording !== 'code') expect(EN.get(key)).toBe(wording.corrected);
    expect(produced.includes(`'${key}'`), `no rule of domain/ produces ${key}`).toBe(true);
    expect(tests.includes(`'${key}'`), `no test asserts ${key}`).toBe(true);
  });
});
