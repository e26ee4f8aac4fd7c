import type { CellRowResult } from '../../domain/cells.ts';
import { auditActions, cellsOf, saved } from './cells-fixtures.ts';
import type { TestApp } from './helpers.ts';

export type { CellRow } from './cells-fixtures.ts';

/**
 * The calls of a cells test against `POST <path>` with the saved row and the audit entries of the
 * entity bound: the service lists' tests (test/server/cells-{customers,claims,refunds,vouchers}).
 */
export function cellsCalls<Row>(t: TestApp, path: string, entity: string) {
  return {
    ...cellsOf<Row>(t, path),
    saved: (r: CellRowResult<Row>): Row => saved(r),
    actions: (id: string) => auditActions(t, entity, id),
  };
}
