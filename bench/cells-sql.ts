import { readFileSync } from 'node:fs';

/** One statement a pg client of a process sent, as bench/sql-capture-hook.ts writes it. */
export interface Captured {
  client: number;
  text: string;
  values: unknown[];
  named: boolean;
}

/**
 * The SQL of a cells call that saves tracking IDs, by what each statement does, in the order the
 * product runs it: the call's head (the session check, the Idempotency-Key's stored answer, its
 * lock, the stored answer again under the lock), each row's transaction, the call's tail (the
 * answer stored, old answers dropped, the lock released). A name met twice (the row read before
 * and after the update, the two NOTIFYs) must have the same text both times.
 */
const HEAD = [
  ['session', /FROM sessions s JOIN users u/],
  ['storedAnswer', /from "request_answers" where "key"/],
  ['lock', /pg_advisory_lock\(/],
  ['storedAnswer', /from "request_answers" where "key"/],
] as const;
const ROW = [
  ['read', /FROM orders o[\s\S]*WHERE o\.id = \$1\s*$/],
  ['begin', /^begin$/],
  ['lockRead', /WHERE o\.id = \$1 FOR UPDATE OF o/],
  ['update', /UPDATE orders SET tracking_status/],
  ['read', /FROM orders o[\s\S]*WHERE o\.id = \$1\s*$/],
  ['audit', /insert into "audit_log"/],
  ['notify', /pg_notify\(\$1, \$2\)/],
  ['bumpSeq', /UPDATE offers SET live_seq = live_seq \+ 1/],
  ['insertEvent', /INSERT INTO live_events/],
  ['notify', /pg_notify\(\$1, \$2\)/],
  ['commit', /^commit$/],
] as const;
const TAIL = [
  ['storeAnswer', /insert into "request_answers"/],
  ['prune', /DELETE FROM request_answers/],
  ['unlock', /pg_advisory_unlock\(/],
] as const;

type Name = (typeof HEAD)[number][0] | (typeof ROW)[number][0] | (typeof TAIL)[number][0];

/** The texts the floor runs, by name, and the session check's values (the bench's one session). */
export interface CellsSql {
  texts: Record<Name, string>;
  sessionValues: unknown[];
  /** statements of a call of n rows: head + n × row + tail */
  head: number;
  perRow: number;
  tail: number;
}

export const statementsOf = (rows: number): number => HEAD.length + rows * ROW.length + TAIL.length;

/** The expected names of a call of `rows` rows, in order. */
function shape(rows: number) {
  return [...HEAD, ...Array.from({ length: rows }, () => ROW).flat(), ...TAIL];
}

/**
 * Names the statements of one captured call of `rows` rows (one save of deliveryTrackingID per
 * row); throws, saying where, when the product's SQL no longer has this shape, so the floor is
 * never silently running something else.
 */
export function nameStatements(seen: readonly Captured[], rows: number): CellsSql {
  const want = shape(rows);
  if (seen.length !== want.length)
    throw new Error(
      `cells SQL: ${seen.length} statements for ${rows} row(s), expected ${want.length}:\n${seen.map((s) => s.text.trim().slice(0, 80)).join('\n')}`,
    );
  const texts: Partial<Record<Name, string>> = {};
  want.forEach(([name, re], i) => {
    const text = seen[i]!.text;
    if (!re.test(text.trim()))
      throw new Error(`cells SQL: statement ${i} is not "${name}": ${text.slice(0, 200)}`);
    if (texts[name] !== undefined && texts[name] !== text)
      throw new Error(`cells SQL: "${name}" has two texts: ${texts[name]} / ${text}`);
    texts[name] = text;
  });
  return {
    texts: texts as Record<Name, string>,
    sessionValues: seen[0]!.values,
    head: HEAD.length,
    perRow: ROW.length,
    tail: TAIL.length,
  };
}

/**
 * The statements of each call in a capture file, split at the bench's marker lines (`--- …`);
 * the LISTEN connections' statements are left out (they run beside the calls, not in them).
 */
export function capturedCalls(file: string): Captured[][] {
  const calls: Captured[][] = [];
  let current: Captured[] | undefined;
  const listeners = new Set<number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('---')) {
      current = [];
      calls.push(current);
      continue;
    }
    if (!line.trim()) continue;
    const s = JSON.parse(line) as Captured;
    if (/^\s*LISTEN /i.test(s.text)) listeners.add(s.client);
    if (current && !listeners.has(s.client)) current.push(s);
  }
  return calls;
}

/** Two captures run the same texts in the same order (values aside): the floor's check. */
export function sameTexts(a: readonly Captured[], b: readonly Captured[]): string | undefined {
  if (a.length !== b.length) return `${a.length} statements against ${b.length}`;
  const i = a.findIndex((s, k) => s.text !== b[k]!.text || s.values.length !== b[k]!.values.length);
  return i < 0
    ? undefined
    : `statement ${i} differs: ${a[i]!.text.slice(0, 120)} / ${b[i]!.text.slice(0, 120)}`;
}
