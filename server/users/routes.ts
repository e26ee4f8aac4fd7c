import { USERS } from '../../domain/users/resource.ts';
import { UserCreate } from '../../domain/users/schema.ts';
import { NO_LIVE } from '../cells/adapt.ts';
import { cellsHandler } from '../cells/handler.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { createHandler, listHandler, readHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import { USER_CELLS_ADAPTER } from './cells.ts';
import { insertUser, userSnapshot, usersSource } from './queries.ts';
import { assertMayAssign, assertTeamChange, checkCommunities } from './rules.ts';
import { assertNameFree } from './shown-actor.ts';
import { hashIfSet, USER_RECORD, USER_UPDATE, userAudience } from './update.ts';

/** Team: list, read, create, edit, deactivate, the cells typed on the list. */
export function userRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, USERS, {
    list: listHandler(usersSource),
    one: readHandler(db, USER_RECORD),
    create: createHandler(db, {
      ...USER_RECORD,
      entity: 'user',
      audience: userAudience,
      schema: UserCreate,
      snapshot: userSnapshot,
      check: (_, body, caller) => {
        assertMayAssign(caller, undefined, body.role);
        assertNameFree(body.name);
        assertTeamChange(caller, undefined, {
          role: body.role,
          communities: checkCommunities(body.communities),
        });
      },
      prepare: hashIfSet,
      auditExtra: () => ({ password: 'set' }),
      insert: (trx, body, _caller, hash) => {
        return insertUser(trx, {
          name: body.name,
          email: body.email.toLowerCase(),
          passwordHash: hash as string,
          role: body.role,
          city: body.city,
          communities: checkCommunities(body.communities) ?? [],
        });
      },
    }),
    update: updateHandler(db, USER_UPDATE),
    cells: cellsHandler(db, NO_LIVE, USERS.ops.cells, USER_CELLS_ADAPTER),
  });
}

export default userRoutes satisfies AreaRoutes;
