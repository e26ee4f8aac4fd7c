import { sql } from 'kysely';
import { expect } from 'vitest';
import type { CellRowResult, CellsAnswer } from '../../domain/cells.ts';
import type { Role } from '../../domain/roles.ts';
import type { TestApp } from './helpers.ts';

/** One row of a cells call as the grid sends it. */
export type CellRow = { id: string; version: number; set: Record<string, unknown> };

/**
 * The calls of a cells test (test/server/cells-*.test.ts) against `POST <path>`: the raw send,
 * the 200 answer, one row's result, a saved row, and the audit entries of a record.
 */
export function cellsCalls<Row>(t: TestApp, path: string, entity: string) {
  const send = (as: Role, rows: CellRow[], key?: string) =>
    t.call('POST', path, {
      as,
      body: { rows },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const cells = async (as: Role, rows: CellRow[], key?: string) => {
    const r = await send(as, rows, key);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as CellsAnswer<Row>;
  };
  /** the one row of a one-row call */
  const one = async (as: Role, o: { id: string; version: number }, set: Record<string, unknown>) =>
    (await cells(as, [{ id: o.id, version: o.version, set }])).results[0]!;
  const saved = (r: CellRowResult<Row>): Row => {
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    return (r as { row: Row }).row;
  };
  const actions = async (id: string) =>
    (
      await sql<{ action: string }>`
        SELECT action FROM audit_log WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`.execute(t.db)
    ).rows.map((a) => a.action);
  return { send, cells, one, saved, actions };
}
