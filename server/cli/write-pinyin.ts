import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pinyin } from 'pinyin-pro';
import { type EditableList, optionLabelKey, selectValues } from '../../domain/cells.ts';

/**
 * `npm run locales:pinyin`: writes locales/zh.pinyin.json, the pinyin of every Chinese label a
 * grid's choice list shows (a select cell's values, yes / no), so that a letter typed on a Chinese
 * page picks 已付款 by "y", "yf", "yfk" or "yifu" (docs/keyboard.md). The labels are fixed texts,
 * so their pinyin is read here once rather than by a dictionary in the browser (about 300 KB); the
 * page fetches the small table with the Chinese dictionary only. test/unit/pinyin.test.ts fails
 * when the file is not what this writes: run it after changing a choice's label in zh.json.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOMAIN_DIR = path.join(ROOT, 'domain');
export const PINYIN_FILE = path.join(ROOT, 'locales/zh.pinyin.json');

const HAN = /\p{Script=Han}/u;
/** each entity folder's cell declarations (named so: a dotted literal reads as a translation key) */
const CELLS_FILE = path.format({ name: 'cells', ext: '.ts' });

const isEditableList = (x: unknown): x is EditableList<unknown> =>
  typeof x === 'object' && x !== null && 'entity' in x && 'cells' in x && typeof x.cells === 'object';

/** The text of a dotted key in a dictionary, or undefined. */
function lookUp(dict: unknown, key: string): string | undefined {
  let at = dict;
  for (const part of key.split('.'))
    at = typeof at === 'object' && at !== null ? Reflect.get(at, part) : undefined;
  return typeof at === 'string' ? at : undefined;
}

/** Every zh label a select or yes/no cell of an entity folder's cells.ts offers. */
export async function choiceLabels(): Promise<string[]> {
  const zh: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales/zh.json'), 'utf8'));
  const keys = new Set<string>();
  const files = readdirSync(DOMAIN_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(DOMAIN_DIR, d.name, CELLS_FILE))
    .filter((f) => {
      try {
        return readFileSync(f, 'utf8').includes('defineCells');
      } catch {
        return false;
      }
    });
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const list of Object.values(mod).filter(isEditableList)) {
      for (const cell of Object.values(list.cells)) {
        if (cell.editor === 'boolean') for (const k of ['cells.yes', 'cells.no']) keys.add(k);
        if (cell.editor !== 'select') continue;
        for (const value of selectValues(cell)) {
          const key = optionLabelKey(cell, value);
          if (key) keys.add(key);
        }
      }
    }
  }
  const labels = [...keys].map((k) => lookUp(zh, k)).filter((s): s is string => !!s && HAN.test(s));
  return [...new Set(labels)].sort();
}

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The words a letter run may start for one label: its syllables run together and their initials
 * (yifukuan, yfk), in the reading its words give (重新 chóng xīn), and again with each
 * many-reading character read as it is read alone (zhongxin, zxs) for a typist who reads it so.
 * Latin letters and digits of the label are kept as they are, ü is typed v as an input method has it.
 */
export function labelPinyin(label: string): string[] {
  const chars = [...label];
  const read = pinyin(label, { toneType: 'none', type: 'array', v: true });
  if (read.length !== chars.length) throw new Error(`pinyin of "${label}": not one syllable a character`);
  const readings = [read];
  chars.forEach((c, i) => {
    if (!HAN.test(c)) return;
    const alone = pinyin(c, { toneType: 'none', v: true });
    if (alone !== read[i]) readings.push(read.map((s, j) => (j === i ? alone : s)));
  });
  const words = readings.flatMap((syllables) => {
    const full = letters(syllables.join(''));
    const initials = syllables.map((s, i) => (HAN.test(chars[i]!) ? s.slice(0, 1) : s)).join('');
    return [full, letters(initials)];
  });
  return [...new Set(words)].filter(Boolean);
}

/** The text of locales/zh.pinyin.json. */
export async function pinyinFile(): Promise<string> {
  const lines = (await choiceLabels()).map(
    (l) => `  ${JSON.stringify(l)}: ${JSON.stringify(labelPinyin(l))}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(PINYIN_FILE, await pinyinFile());
}
