import { USER_CELLS } from '../../domain/users/cells.ts';
import { type User, UserUpdate } from '../../domain/users/schema.ts';
import { editBody } from '../cells/adapt.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import { readRecord, updateRecord } from '../resources/crud.ts';
import { USER_RECORD, USER_UPDATE } from './update.ts';

/**
 * The team list's cells (domain/users/cells.ts) saved by the member's own edit (PUT
 * /api/users/{id}): the team rules, the version, the audit entry and the access notice are those
 * of the team form.
 */
export const USER_CELLS_ADAPTER: CellsAdapter<User> = {
  def: USER_CELLS,
  read: (db, user, id) => readRecord(USER_RECORD, db, user, id),
  apply: (db, _withLive, user, row, version, set) =>
    updateRecord(db, USER_UPDATE, user, row.id, editBody(UserUpdate, { ...set, version })),
};
