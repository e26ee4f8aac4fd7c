import { parseYuan } from '../../../../domain/money.ts';

/** What a text cell of the live grid holds: free text, a whole count (minimum), or yuan. */
export type CellInput =
  | { kind: 'text' }
  | { kind: 'count'; min: number; emptyAs: number | null }
  | { kind: 'money' };

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** The typed text as the cell's value, or why it is not one (a translation key). */
export function parseCellInput(input: CellInput, text: string): Parsed {
  const s = text.trim();
  if (input.kind === 'text') return { ok: true, value: text };
  if (input.kind === 'count') {
    if (!s) return { ok: true, value: input.emptyAs };
    if (!/^\d+$/.test(s)) return { ok: false, error: 'live.invalid.count' };
    const n = Number(s);
    return n < input.min ? { ok: false, error: 'live.invalid.count' } : { ok: true, value: n };
  }
  if (!s) return { ok: true, value: 0 };
  const fen = parseYuan(s);
  return fen === null || fen < 0 ? { ok: false, error: 'live.invalid.money' } : { ok: true, value: fen };
}
