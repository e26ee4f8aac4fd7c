import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CUSTOMERS } from '../../domain/customers/resource.ts';
import { allows, ruleFor } from '../../domain/permissions.ts';
import type { StorageName } from '../../domain/storages.ts';
import { SUPPLIERS } from '../../domain/suppliers/resource.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';

interface Owner {
  /** the resource whose record check decides (its `one` operation's roles, then the named row) */
  resource: string;
  /** ids of that resource's rows holding the file */
  holders: (uri: string) => RawBuilder<{ id: string }>;
}

/**
 * Who holds each private store's files. A member may read such a file when he may read one of
 * its holders, exactly as GET of that record would let him (role, then community), or when he
 * uploaded it himself (the form's preview before the record is saved).
 */
const OWNERS: Partial<Record<StorageName, Owner>> = {
  'customer-picture': {
    resource: CUSTOMERS.key,
    holders: (uri) => sql`SELECT id FROM customers WHERE profile_picture = ${uri}`,
  },
  'customer-fapiao-image': {
    resource: CUSTOMERS.key,
    holders: (uri) =>
      sql`SELECT id FROM customers WHERE fapiao_images @> ${JSON.stringify([{ uri }])}::jsonb`,
  },
  'finance-information': {
    resource: SUPPLIERS.key,
    holders: (uri) =>
      sql`SELECT id FROM suppliers WHERE finance_information @> ${JSON.stringify([{ uri }])}::jsonb`,
  },
};

/** Whether a record holds this private file (the holders' indexed query). */
export async function isHeld(db: Kysely<Database>, storage: StorageName, uri: string): Promise<boolean> {
  const owner = OWNERS[storage];
  return !!owner && (await owner.holders(uri).execute(db)).rows.length > 0;
}

export async function mayReadPrivateFile(
  ctx: AppContext,
  request: FastifyRequest,
  user: AuthUser,
  storage: StorageName,
  uri: string,
): Promise<boolean> {
  const { db, app } = ctx;
  const uploaded = await db
    .selectFrom('files')
    .select('uri')
    .where('storage', '=', storage)
    .where('uri', '=', uri)
    .where('uploaded_by', '=', user.id)
    .executeTakeFirst();
  if (uploaded) return true;
  const owner = OWNERS[storage];
  if (!owner) return false;
  const reader = readerOf(app, owner.resource);
  const one = reader?.resource.ops.one;
  const rule = one && ruleFor(one.method, one.path);
  if (!reader || !rule || !allows(rule, user.role)) return false;
  const holders = await owner.holders(uri).execute(db);
  // the record checks read the caller from the request, as they do behind the guard
  request.user = user;
  for (const { id } of holders.rows) {
    try {
      await reader.check(request, id);
      return true;
    } catch (e) {
      if (!(e instanceof HttpError) || e.status >= 500) throw e;
    }
  }
  return false;
}

function readerOf(app: FastifyInstance, resource: string) {
  return app.hasDecorator('records') ? app.records.get(resource) : undefined;
}
