import { QUICK_REPLY_CELLS } from '../../domain/quick-replies/cells.ts';
import { QUICK_REPLIES } from '../../domain/quick-replies/resource.ts';
import { type QuickReply, QuickReplyCreate, QuickReplyUpdate } from '../../domain/quick-replies/schema.ts';
import { assertInScope } from '../auth/scope.ts';
import { cellsHandler } from '../cells/handler.ts';
import { NO_LIVE, recordCells } from '../cells/record.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import {
  createHandler,
  listHandler,
  readHandler,
  readRecord,
  updateHandler,
  type WriteSpec,
} from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';
import {
  assertTitleFree,
  findQuickReply,
  insertQuickReply,
  quickRepliesSource,
  quickReplySnapshot,
  updateQuickReply,
} from './queries.ts';

/** A reply belongs to its community: another community's row is a 403 to a scoped caller. */
const record = { param: 'quickReplyId', find: findQuickReply, communityOf: (r: QuickReply) => r.community };

/**
 * The edit, from the form and from the list's cells: the new community must be the caller's too
 * (a reply is not handed to a community he does not reach), and the title free in it.
 */
const UPDATE: WriteSpec<typeof QuickReplyUpdate, QuickReply> = {
  ...record,
  entity: QUICK_REPLIES.entity,
  schema: QuickReplyUpdate,
  snapshot: quickReplySnapshot,
  check: (_before, body, caller) => assertInScope(caller, body.community),
  update: async (trx, before, body) => {
    await assertTitleFree(trx, body, before.id);
    return updateQuickReply(trx, before.id, body);
  },
};

const CELLS = recordCells({
  def: QUICK_REPLY_CELLS,
  spec: UPDATE,
  row: findQuickReply,
  body: quickReplySnapshot,
});

/** Quick replies: list, read, create, edit, cells; all scoped to the caller's communities. */
export function quickReplyRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, QUICK_REPLIES, {
    list: listHandler(quickRepliesSource),
    one: readHandler(db, record),
    create: createHandler(db, {
      ...record,
      entity: QUICK_REPLIES.entity,
      schema: QuickReplyCreate,
      snapshot: quickReplySnapshot,
      check: (_before, body, caller) => assertInScope(caller, body.community),
      insert: async (trx, body) => {
        await assertTitleFree(trx, body);
        return insertQuickReply(trx, body);
      },
    }),
    update: updateHandler(db, UPDATE),
    // recordCells reads a row unscoped: the row is read as GET one reads it (403 outside scope)
    cells: cellsHandler(db, NO_LIVE, QUICK_REPLIES.ops.cells, {
      ...CELLS,
      read: (trx, user, id) => readRecord(record, trx, user, id),
    }),
  });
}

export default quickReplyRoutes satisfies AreaRoutes;
