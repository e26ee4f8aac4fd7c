/**
 * The type-ahead of a list of choices, as a closed native select has it: the letters typed
 * together on one list are one search ("yf" looks for a choice starting "yf"), and one letter
 * typed again and again walks the choices it starts. A pause ends the run, as a select's does: the
 * next letter starts a new search. The grid's choice lists, Set column's menu and a replayed key on
 * a form's select (selectTyped.ts) all pick by this rule (docs/keyboard.md).
 */

/** the pause after which a letter starts a new search: about a browser select's own */
export const RUN_PAUSE_MS = 1000;

/** The letters typed on one list: where (any key naming the list), what, when the last came. */
export interface LetterRun {
  at: unknown;
  text: string;
  time: number;
}

export const newLetterRun = (): LetterRun => ({ at: null, text: '', time: 0 });

/** Adds `key` to the run on `at` (a new run on another list or after a pause); true when it went on. */
export function typeInRun(run: LetterRun, at: unknown, key: string, now = performance.now()): boolean {
  const goesOn = run.at === at && run.text !== '' && now - run.time < RUN_PAUSE_MS;
  run.text = (goesOn ? run.text : '') + key.toLocaleLowerCase();
  run.at = at;
  run.time = now;
  return goesOn;
}

export const endRun = (run: LetterRun): void => {
  run.text = '';
  run.at = null;
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

/** Whether one of a choice's words (its label in either language, its pinyin) starts with `prefix`. */
export const wordsStart = (words: readonly string[], prefix: string): boolean =>
  words.some((w) => w.trim().toLocaleLowerCase().startsWith(prefix));
