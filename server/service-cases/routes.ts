import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { ServiceCase } from '../../domain/service-cases/schema.ts';
import { inScope } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { createOnceHandler, type RememberKey } from '../http/create-once.ts';
import { readHandler } from '../resources/crud.ts';

type Db = Kysely<Database>;

/** How a service case is read by id and created, the two things its read and create routes need. */
export interface CaseRecordOps<S extends v.GenericSchema, T extends ServiceCase> {
  entity: string;
  create: S;
  find: (db: Db, id: string, forUpdate?: boolean) => Promise<T | undefined>;
  insert: (db: Db, user: AuthUser, body: v.InferOutput<S>, remember?: RememberKey) => Promise<T>;
}

/**
 * The detail and create routes of a claim or refund: a case belongs to its community, so both
 * answer only a member in scope; a create retried with the same key answers the case made first.
 */
export function caseRecordRoutes<S extends v.GenericSchema, T extends ServiceCase>(
  db: Db,
  ops: CaseRecordOps<S, T>,
) {
  return {
    one: readHandler(db, { param: 'id', find: ops.find, communityOf: (c) => c.community }),
    create: createOnceHandler(
      db,
      ops.entity,
      ops.create,
      (user, body, remember) => ops.insert(db, user, body, remember),
      async (user, id) => {
        const found = await ops.find(db, id);
        return found && inScope(user, found.community) ? found : undefined;
      },
    ),
  };
}
