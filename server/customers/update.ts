import { type Kysely, sql } from 'kysely';
import type { CustomerUpdate } from '../../domain/customers/schema.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { CUSTOMER_COLUMNS, type CustomerRow, customerValues } from './map.ts';

/** Writes the whole record (the form sends every field) and raises its version; never flagged here. */
export async function updateCustomerRow(
  db: Kysely<Database>,
  id: string,
  b: CustomerUpdate,
): Promise<CustomerRow> {
  return camel(db)
    .updateTable('customers')
    .set((eb) => ({ ...customerValues(b), version: eb('version', '+', 1), updatedAt: sql`now()` }))
    .where('id', '=', id)
    .returning(CUSTOMER_COLUMNS)
    .executeTakeFirstOrThrow();
}
