import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../domain/name-key.ts';
import { charClass, cleanName, nameText, SPACE_RANGES, UNSEEN_RANGES } from '../../../domain/names.ts';
import { CASE_LOWER, CASE_UPPER } from '../../../domain/names-case.ts';

const MIGRATION = readFileSync(
  path.join(import.meta.dirname, '../../../server/db/migrations/0051_name_keys.sql'),
  'utf8',
);

describe('nameKey', () => {
  it.each([
    ['full-width letters and spaces', 'ＡＢＣ　Ｔｅａ', 'abc tea'],
    ['zero-width characters and a soft hyphen', 'A\u200bB\u200cC\u200dD\u2060E\ufeffF\u00adG', 'abcdefg'],
    ['a decomposed accent', 'Cafe\u0301', 'café'],
    ['ligatures and compatibility forms', 'ﬁne Ⅻ ㎏', 'fine xii kg'],
    ['runs and kinds of spaces, at the ends too', ' \u3000Tea \u00a0\t House\u2028', 'tea house'],
    ['a variation selector and a tag', 'Tea\ufe0f\u{e0041}', 'tea'],
    ['letters of other scripts', 'ΣΟΦΙΑ Ꙁ 𐐀 Ǆ', 'σοφια ꙁ 𐐨 dž'],
  ])('folds %s', (_, name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('keeps apart what a reader tells apart: accents, another script, İ (whose lower case is two letters)', () => {
    expect(nameKey('Cafe')).not.toBe(nameKey('Café'));
    expect(nameKey('Tea')).not.toBe(nameKey('Теа'));
    expect(nameKey('İ')).toBe('İ');
  });

  it('lower-cases by its table, one letter for one (a letter NFKC leaves as it is)', () => {
    expect([...CASE_UPPER]).toHaveLength([...CASE_LOWER].length);
    for (const [i, c] of [...CASE_UPPER].entries())
      if (c.normalize('NFKC') === c) expect(nameKey(c), c).toBe([...CASE_LOWER][i]);
  });
});

describe('the migration is a copy of the domain rule', () => {
  it('holds the same character classes and case table as domain/names.ts', () => {
    expect(MIGRATION).toContain(`'[${charClass(UNSEEN_RANGES, 'sql')}]', '', 'g'`);
    expect(MIGRATION).toContain(`'[${charClass(SPACE_RANGES, 'sql')}]+', ' ', 'g'`);
    expect(MIGRATION).toContain(`'${CASE_UPPER}',\n    '${CASE_LOWER}');`);
  });

  it('removes the characters Unicode calls format or default-ignorable, and only those', () => {
    const unseen = new RegExp(`^[${charClass(UNSEEN_RANGES, 'js')}]$`, 'u');
    const known = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      if (unseen.test(c) !== known.test(c)) expect.fail(`U+${cp.toString(16)}`);
    }
  });
});

describe('nameText', () => {
  const parse = (s: unknown) => v.safeParse(nameText(20), s);

  it('stores the name composed, without the invisible characters that mean nothing in a name', () => {
    expect(cleanName('\ufeffCafe\u0301\u200b \u00adBar\u2060')).toBe('Café Bar');
    expect(parse(' Cafe\u0301 ').output).toBe('Café');
  });

  it('keeps the joiners that shape scripts and emoji', () => {
    expect(cleanName('👨\u200d🍳 \u200c')).toBe('👨\u200d🍳 \u200c');
  });

  it('is required once the invisible characters are gone, and counts what is stored', () => {
    expect(parse('\u200b\ufeff').issues?.[0]?.message).toBe('validation.required');
    expect(parse('\u200c\u200d\ufe0f\u3164').issues?.[0]?.message).toBe('validation.required');
    expect(parse(`${'a'.repeat(20)}\u200b`).success).toBe(true);
    expect(parse(42).issues?.[0]?.message).toBe('validation.required');
  });
});
