/**
 * The order a browser draws a name in, where it holds explicit bidirectional controls: a
 * right-to-left override (U+202E) draws the letters after it backwards, so "\u202Erotartsinimda
 * metsyS" shows as "System administrator". The Unicode bidirectional algorithm cut down to what a
 * name of left-to-right letters meets: each character's level from the embeddings, overrides and
 * isolates around it (a letter under no override is left-to-right, I1-I2), then runs reversed from
 * the highest level down (L2). The controls themselves are left out.
 */
const PUSH: Record<string, { rtl: boolean; override?: 'L' | 'R'; isolate?: true }> = {
  '\u202a': { rtl: false },
  '\u202b': { rtl: true },
  '\u202d': { rtl: false, override: 'L' },
  '\u202e': { rtl: true, override: 'R' },
  '\u2066': { rtl: false, isolate: true },
  '\u2067': { rtl: true, isolate: true },
  '\u2068': { rtl: false, isolate: true },
};
const POP_EMBEDDING = '\u202c';
const POP_ISOLATE = '\u2069';

/** Whether a name holds a control that may change the order it is drawn in. */
export const hasBidiControls = (name: string): boolean => /[\u202a-\u202e\u2066-\u2069]/u.test(name);

export function drawnOrder(name: string): string {
  const stack: { level: number; override?: 'L' | 'R'; isolate?: true }[] = [{ level: 0 }];
  const chars: { ch: string; level: number }[] = [];
  for (const ch of name) {
    const top = stack[stack.length - 1]!;
    const push = PUSH[ch];
    if (push) {
      const odd = top.level % 2 === 1;
      const level = push.rtl ? top.level + (odd ? 2 : 1) : top.level + (odd ? 1 : 2);
      // past the deepest level a browser keeps, a push is ignored
      if (level <= 125)
        stack.push({
          level,
          ...(push.override ? { override: push.override } : {}),
          ...(push.isolate ? { isolate: true } : {}),
        });
      continue;
    }
    if (ch === POP_EMBEDDING) {
      if (stack.length > 1 && !top.isolate) stack.pop();
      continue;
    }
    if (ch === POP_ISOLATE) {
      const at = stack.findLastIndex((s) => s.isolate);
      if (at > 0) stack.length = at;
      continue;
    }
    // a letter under a right-to-left override is drawn right to left; any other stays left to right
    const level =
      top.override === 'R' || top.override === 'L' || top.level % 2 === 0 ? top.level : top.level + 1;
    chars.push({ ch, level });
  }
  const max = Math.max(0, ...chars.map((c) => c.level));
  for (let lvl = max; lvl >= 1; lvl--) {
    for (let i = 0; i < chars.length; ) {
      if (chars[i]!.level < lvl) {
        i++;
        continue;
      }
      let j = i;
      while (j < chars.length && chars[j]!.level >= lvl) j++;
      const run = chars.slice(i, j).reverse();
      chars.splice(i, j - i, ...run);
      i = j;
    }
  }
  return chars.map((c) => c.ch).join('');
}
