import { sql } from 'kysely';
import { expect } from 'vitest';
import type { CellRowResult, CellsAnswer } from '../../domain/cells.ts';
import type { Role } from '../../domain/roles.ts';
import type { TestApp } from './helpers.ts';

/** One row of a cells call: the fields typed on it, at the version the grid showed. */
export type CellRow = { id: string; version: number; set: Record<string, unknown> };

/** The cells call of a list (`/api/<entity>/cells`), as the API tests send it. */
export function cellsCall<Row>(t: TestApp, path: string) {
  const send = (as: Role, rows: CellRow[], key?: string) =>
    t.call('POST', path, { as, body: { rows }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const cells = async (as: Role, rows: CellRow[], key?: string) => {
    const r = await send(as, rows, key);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as CellsAnswer<Row>;
  };
  /** the one row of a one-row call */
  const one = async (as: Role, row: { id: string; version: number }, set: Record<string, unknown>) =>
    (await cells(as, [{ id: row.id, version: row.version, set }])).results[0]!;
  return { send, cells, one };
}

/** The saved row of a row's answer (the test fails with the answer otherwise). */
export function saved<Row>(r: CellRowResult<Row>): Row {
  expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
  return (r as { row: Row }).row;
}

/** The audit actions of one record, oldest first. */
export async function auditActions(t: TestApp, entity: string, id: string): Promise<string[]> {
  const r = await sql<{ action: string }>`
    SELECT action FROM audit_log WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`.execute(t.db);
  return r.rows.map((a) => a.action);
}
