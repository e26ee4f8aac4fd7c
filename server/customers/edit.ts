import type { Kysely } from 'kysely';
import { type Customer, CustomerUpdate } from '../../domain/customers/schema.ts';
import type { Database } from '../db/types.ts';
import type { WriteSpec } from '../resources/crud.ts';
import { checkReferences, claimCustomerFiles } from './create.ts';
import { customerSnapshot, toCustomer } from './map.ts';
import { findCustomer } from './queries.ts';
import { checkGroups, customerAudience, mergeGroups, reaches } from './rules.ts';
import { updateCustomerRow } from './update.ts';

/** A customer with the communities he belongs to (of his groups and of his orders). */
export type FoundCustomer = Customer & { communities: string[] };

export const customerRecord = {
  param: 'customerId',
  find: findCustomer,
  // another community's customer is not known to exist for a scoped caller: 404
  visible: reaches,
};

/**
 * The customer's edit (PUT /api/customers/{id}, and each row of the cells call): the whole
 * record at the version it was read; a non-admin's groups of other communities are kept; the
 * action audited says whether the status changed.
 */
export const customerWrite = (db: Kysely<Database>): WriteSpec<typeof CustomerUpdate, FoundCustomer> => ({
  ...customerRecord,
  entity: 'customer',
  schema: CustomerUpdate,
  snapshot: customerSnapshot,
  check: (_before, body, caller) => checkGroups(caller, body.wechatGroups),
  prepare: (body) => checkReferences(db, body),
  audience: (row) => customerAudience(row.communities),
  action: (before, after) =>
    before.status === after.status
      ? 'update'
      : after.status === 'discontinued'
        ? 'discontinue'
        : 'reactivate',
  update: async (trx, before, body, caller) => {
    await claimCustomerFiles(trx, body, caller.id, before);
    const row = await updateCustomerRow(trx, before.id, {
      ...body,
      wechatGroups: mergeGroups(caller, before, body.wechatGroups),
    });
    const after = toCustomer(row);
    const joined = after.wechatGroups.map((g) => g.community);
    return { ...after, communities: [...before.communities, ...joined] };
  },
});
