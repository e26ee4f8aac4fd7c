import { type Kysely, sql } from 'kysely';
import { CUSTOMER_CELLS } from '../../domain/customers/cells.ts';
import { CustomerUpdate } from '../../domain/customers/schema.ts';
import type { CustomerListRow } from '../../domain/customers/views.ts';
import { scopeCommunities } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { editBody } from '../cells/adapt.ts';
import type { CellsAdapter } from '../cells/adapter.ts';
import type { Database } from '../db/types.ts';
import { HttpError, notFound } from '../errors.ts';
import { updateRecord } from '../resources/crud.ts';
import { customerWrite } from './edit.ts';
import { customersSource, findCustomer, listSelect } from './queries.ts';
import { reaches, visibleGroups } from './rules.ts';

type Db = Kysely<Database>;

/** The customer as the list shows it to the caller (his counters); 404 when he does not reach him. */
async function listed(db: Db, user: AuthUser, id: string): Promise<CustomerListRow> {
  const c = await findCustomer(db, id);
  if (!c || !reaches(user, c)) throw notFound();
  // raw: the list's own selection (its counters over the caller's scope), so the row is the list's
  const r = await sql<CustomerListRow>`
    SELECT ${listSelect(scopeCommunities(user))} FROM customers c WHERE c.id = ${id}::uuid`.execute(db);
  return customersSource().map!(r.rows[0]!) as CustomerListRow;
}

/**
 * The customers list's cells (domain/customers/cells.ts) saved by the customer's own edit (PUT
 * /api/customers/{id}): the stored record with the cells changed, at the version the grid
 * showed, so every rule of the form holds (its groups, areas and files checked, the groups of
 * other communities kept, the flag taken off, `discontinue` or `reactivate` audited). A 409's
 * current row is the row as the list shows it, never the whole record.
 */
export const CUSTOMER_CELLS_ADAPTER: CellsAdapter<CustomerListRow> = {
  def: CUSTOMER_CELLS,
  read: listed,
  apply: async (db, _withLive, user, row, version, set) => {
    const { flagged: _flag, ...fields } = set;
    try {
      await db.transaction().execute(async (trx) => {
        const stored = await findCustomer(trx, row.id);
        if (!stored) throw notFound();
        const { id: _id, createdAt: _at, communities: _c, flagged: _f, ...record } = stored;
        // the record as its form shows it to the caller: his groups (the edit keeps the others)
        const wechatGroups = visibleGroups(user, stored.wechatGroups);
        const body = editBody(CustomerUpdate, { ...record, wechatGroups, ...fields, version });
        await updateRecord(trx, customerWrite(trx), user, row.id, body);
      });
    } catch (e) {
      if (e instanceof HttpError && e.status === 409 && e.details)
        throw new HttpError('conflict', e.message, { details: await listed(db, user, row.id) });
      throw e;
    }
    return listed(db, user, row.id);
  },
};
