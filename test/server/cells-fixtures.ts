import { sql } from 'kysely';
import { expect } from 'vitest';
import type { CellRowResult, CellsAnswer } from '../../domain/cells.ts';
import type { Role } from '../../domain/roles.ts';
import type { TestApp } from './helpers.ts';

/** A row of a cells call. */
export type CellRow = { id: string; version: number; set: Record<string, unknown> };

/**
 * The calls of one list's cells (POST /api/<entity>/cells, docs/spreadsheet.md) as the catalogue
 * tests make them: the raw answer, the answer of a call that must be 200, one row's result.
 */
export function cellsOf<Row>(t: TestApp, path: string) {
  const send = (as: Role, rows: CellRow[], key?: string) =>
    t.call('POST', path, { as, body: { rows }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const cells = async (as: Role, rows: CellRow[], key?: string) => {
    const r = await send(as, rows, key);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as CellsAnswer<Row>;
  };
  /** The one row of a one-row call. */
  const one = async (as: Role, o: { id: string; version: number }, set: Record<string, unknown>) =>
    (await cells(as, [{ id: o.id, version: o.version, set }])).results[0]!;
  /** The first row's result of a raw answer. */
  const first = (res: { json: () => unknown }) => (res.json() as CellsAnswer<Row>).results[0]!;
  /** Each bad value sent alone is refused 400 naming its field, with its message. */
  const refusesEach = async (
    as: Role,
    o: { id: string; version: number },
    bad: [string, unknown, string][],
  ) => {
    for (const [field, value, message] of bad)
      expect(await one(as, o, { [field]: value }), field).toEqual({
        id: o.id,
        ok: false,
        status: 400,
        message,
        field,
      });
  };
  return { send, cells, one, first, refusesEach };
}

/** The saved row of a result (fails with the refusal otherwise). */
export function saved<Row>(r: CellRowResult<Row>): Row {
  expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
  return (r as { row: Row }).row;
}

/** The audit actions of a record, oldest first. */
export async function auditActions(t: TestApp, entity: string, id: string): Promise<string[]> {
  const r = await sql<{ action: string }>`
    SELECT action FROM audit_log WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`.execute(t.db);
  return r.rows.map((a) => a.action);
}

/** Takes the next `n` items of a list on each call: seeded rows, each used by one test only. */
export function taker<T>(items: () => readonly T[]) {
  let next = 0;
  return (n: number): T[] => {
    const out = items().slice(next, next + n);
    next += n;
    expect(out).toHaveLength(n);
    return out;
  };
}
