/**
 * The type-ahead of a list of choices, as a closed native select has it: the letters typed on one
 * open list are one search ("yf" looks for a choice starting "yf"), and one letter typed again and
 * again walks the choices it starts. A letter no choice goes on the search with starts a new one
 * ("y", then "k" where nothing starts "yk", looks for "k"), where a select waits for a pause: a
 * typist who stopped to read the list gets his letter's choice, and no clock decides. The grid's
 * choice lists and Set column's menu pick by this rule; a replayed key on a form's select
 * (selectTyped.ts) by `pickByRun`, as the browser's own select (docs/keyboard.md).
 */

/** The letters typed on one open list so far. */
export interface LetterRun {
  text: string;
}

export const newLetterRun = (): LetterRun => ({ text: '' });

export const endRun = (run: LetterRun): void => {
  run.text = '';
};

/**
 * The index a run picks among `count` choices from `from` (the chosen one, -1 for none): the
 * letter again and again walks from the one after; a search of several letters starts at the
 * chosen one, which keeps it while the letters still start it. -1 when none starts with it.
 */
export function pickByRun(
  count: number,
  from: number,
  text: string,
  starts: (index: number, prefix: string) => boolean,
): number {
  if (!text) return -1;
  const repeated = [...text].every((c) => c === text[0]);
  const prefix = repeated ? text[0]! : text;
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let n = 0; n < count; n++) {
    const i = (((start + n) % count) + count) % count;
    if (starts(i, prefix)) return i;
  }
  return -1;
}

/** Adds `key` to the run and returns the index it picks (-1 for none); a key nothing goes on with starts a new run. */
export function typeInRun(
  run: LetterRun,
  count: number,
  from: number,
  key: string,
  starts: (index: number, prefix: string) => boolean,
): number {
  const letter = key.toLocaleLowerCase();
  const longer = run.text + letter;
  const at = pickByRun(count, from, longer, starts);
  if (at >= 0 || !run.text) {
    run.text = longer;
    return at;
  }
  run.text = letter;
  return pickByRun(count, from, letter, starts);
}

/** Whether one of a choice's words (its label in either language, its pinyin) starts with `prefix`. */
export const wordsStart = (words: readonly string[], prefix: string): boolean =>
  words.some((w) => w.trim().toLocaleLowerCase().startsWith(prefix));
