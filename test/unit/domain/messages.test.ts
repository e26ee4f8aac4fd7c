import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../domain/actions.ts';
import { CATALOGUE, SPEC_ALIASES } from './message-catalogue.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const DOMAIN = resolve(HERE, '../../../domain');
const files = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  );
const KEY =
  /'((?:validation|offer|order|claim|refund|stock|supplier|product|errors)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*)'/g;
const ISSUE3_FILES = files(DOMAIN, '.ts').filter(
  (f) => !/live-|list|api-rules|routes|actions|permissions/.test(f),
);
const used = new Set(
  ISSUE3_FILES.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(KEY)].map((m) => m[1]!)).filter(
    (k) => !(k in ACTIONS),
  ),
);
const tests = files(HERE, '.test.ts')
  .filter((f) => !f.endsWith('messages.test.ts'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** The quoted messages of part 1 §5 and part 2 §5, as the spec words them. */
const SPEC_MESSAGES: [string, string][] = [
  ['part 1 §5', 'field_required'],
  ['part 1 §5', 'Required'],
  ['part 1 §5', 'Field Required'],
  ['part 1 §5', 'Date already selected!'],
  ['part 1 §5', 'Need a least one delivery date'],
  ['part 1 §5', 'Need a least one pack or item'],
  ['part 1 §5', 'Product is not available'],
  ['part 1 §5', 'Selections need at least one item'],
  ['part 1 §5', 'Rules need a least one area'],
  ['part 1 §5', 'Rules need a least one rules on each fees area'],
  ['part 1 §5', 'Need to add lottery gifts'],
  ['part 1 §5', 'Please fix the errors before submitting'],
  ['part 1 §5', "Original price shouldn't be equal or less than the current price"],
  ['part 1 §5', 'Need a customer'],
  ['part 1 §5', 'Need at least a pack or an add-on'],
  ['part 1 §5', '{field} not filled'],
  ['part 2 §5', 'Supplier already exists'],
  ['part 2 §5', 'Product already exists'],
  ['part 2 §5', 'Please set main pictures'],
  ['part 2 §5', 'CREATE_REFUND_SELECT_A_VALID_ORDER'],
  ['part 2 §5', 'You cannot apply a refund to this order. The order you selected is {status}.'],
  ['part 2 §5', 'CREATE_REFUND_NO_MORE_THAN_ACTUAL_AMOUNT'],
  ['part 2 §5', 'Please select a valid Order'],
  ['part 2 §5', 'No more than actual amount'],
  ['part 2 §5', 'Please add a comment'],
  ['part 2 §5', 'Not valid Email'],
  ['part 2 §5', 'Field Required'],
];

function keyOf(text: string): string | undefined {
  return SPEC_ALIASES[text] ?? Object.entries(CATALOGUE).find(([, e]) => e.spec === text)?.[0];
}

describe('message keys', () => {
  it.each([...used].sort())('%s is in the catalogue with English and Chinese text', (key) => {
    const e = CATALOGUE[key];
    expect(e, key).toBeDefined();
    expect(e!.en.trim()).not.toBe('');
    expect(e!.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('the catalogue has no key domain/ does not produce', () => {
    expect(Object.keys(CATALOGUE).filter((k) => !used.has(k))).toEqual([]);
  });

  it('interpolations match between languages', () => {
    for (const [key, e] of Object.entries(CATALOGUE)) {
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(e.zh), key).toEqual(vars(e.en));
    }
  });
});

describe('every message of part 1 §5 and part 2 §5 has a key that a test asserts', () => {
  it.each(SPEC_MESSAGES)('%s: %j', (_part, text) => {
    const key = keyOf(text);
    expect(key, `no key for ${text}`).toBeDefined();
    expect(tests.includes(`'${key}'`), `no test asserts ${key}`).toBe(true);
  });
});
