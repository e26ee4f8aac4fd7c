import { type Kysely, sql, type Transaction } from 'kysely';
import { messageWith } from '../../domain/errors.ts';
import { VIEWS, VIEWS_LIST } from '../../domain/views/resource.ts';
import { MAX_SAVED_VIEWS, type SavedView, SavedViewBody } from '../../domain/views/schema.ts';
import { requireUser } from '../auth/guard.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import type { Database } from '../db/types.ts';
import { badRequest, conflict, idParam, notFound } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { runList } from '../lists/runner.ts';
import { createHandler, updateHandler } from '../resources/crud.ts';
import { serve } from '../resources/serve.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Owned = SavedView & { userId: string };

const viewsList = defineList(
  VIEWS_LIST,
  {
    list: 'v.list',
    name: { expr: sql.ref('v.name'), sortBy: sql`lower(v.name)`, notNull: true },
    createdAt: { expr: sql.ref('v.created_at'), date: 'timestamptz', notNull: true },
  },
  'v.id',
);

const SELECT = sql`v.id, v.user_id AS "userId", v.list, v.name, v.state, v.is_default AS "isDefault", v.version,
  v.created_at AS "createdAt", v.updated_at AS "updatedAt"`;
const toView = ({
  userId: _,
  ...r
}: Owned & { createdAt: Date | string; updatedAt: Date | string }): SavedView => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

async function findView(db: Db, id: string, forUpdate = false): Promise<Owned | undefined> {
  const r = await sql<Owned>`SELECT ${SELECT} FROM saved_views v WHERE v.id = ${id}
    ${forUpdate ? sql`FOR UPDATE` : sql``}`.execute(db);
  return r.rows[0] && { ...toView(r.rows[0]), userId: r.rows[0].userId };
}

/** A view's state is small; a huge one is a mistake or an attack, not a view. */
function checkSize(state: unknown) {
  if (JSON.stringify(state).length > 16_000) throw badRequest({ state: 'validation.tooLong' });
}

async function write(trx: Db, userId: string, body: SavedViewBody, id?: string): Promise<Owned> {
  checkSize(body.state);
  // one save at a time per member: two at once each unset the other defaults before either wrote
  // its own, and the second met the one-default index (taken for a name taken); and two creates
  // at once would each count the views before the other's
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`saved-view:${userId}`}, 0))`.execute(trx);
  if (!id) {
    const held = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM saved_views WHERE user_id = ${userId}`.execute(trx);
    if (held.rows[0]!.n >= MAX_SAVED_VIEWS) {
      const message = messageWith('views.errors.tooMany', { max: String(MAX_SAVED_VIEWS) });
      throw conflict({ name: message }, message);
    }
  }
  // one default per member and list: choosing one unsets the others, a write to each of them
  // too, so it raises their version: a page still holding one as the default meets a 409
  if (body.isDefault) {
    await sql`UPDATE saved_views SET is_default = false, version = version + 1, updated_at = now()
      WHERE user_id = ${userId} AND list = ${body.list} AND is_default AND id IS DISTINCT FROM ${id ?? null}`.execute(
      trx,
    );
  }
  const values = sql`${body.list}, ${body.name}, ${JSON.stringify(body.state)}::jsonb, ${body.isDefault}`;
  try {
    const r = id
      ? await sql<{ id: string }>`UPDATE saved_views SET (list, name, state, is_default) = (${values}),
          version = version + 1, updated_at = now() WHERE id = ${id} RETURNING id`.execute(trx)
      : await sql<{ id: string }>`INSERT INTO saved_views (user_id, list, name, state, is_default)
          VALUES (${userId}, ${values}) RETURNING id`.execute(trx);
    return (await findView(trx, r.rows[0]!.id))!;
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw conflict({ name: 'validation.nameTaken' }, 'errors.nameTaken');
    throw err;
  }
}

const spec = {
  param: 'id',
  find: findView,
  // another member's view does not exist for the caller
  visible: (caller: { id: string }, row: Owned) => row.userId === caller.id,
  entity: 'saved_view',
  schema: SavedViewBody,
  snapshot: (r: Owned) => ({ list: r.list, name: r.name, isDefault: r.isDefault }),
  // personal: nobody else hears of it on the change feed
  audience: () => ({ restrictTo: [] }),
  // the owner is read for `visible`, not answered: a view is always the caller's own
  answer: ({ userId: _, ...view }: Owned): SavedView => view,
  insert: (trx: Transaction<Database>, body: SavedViewBody, caller: { id: string }) =>
    write(trx, caller.id, body),
  update: (trx: Transaction<Database>, before: Owned, body: SavedViewBody, caller: { id: string }) =>
    write(trx, caller.id, body, before.id),
};

/** Saved views (GET, POST, PUT, DELETE /api/views): each member's own, never another's. */
export function viewRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  serve(app, VIEWS, {
    list: async (request, reply) => {
      const user = requireUser(request);
      const q = listQuery(viewsList, request);
      const page = await runList(
        await readDb(request),
        {
          def: viewsList,
          from: sql`saved_views v`,
          where: [sql`v.user_id = ${user.id}`],
          select: SELECT,
          map: toView,
        },
        q,
        null,
      );
      return sendList(reply, viewsList, q, page);
    },
    create: createHandler(db, spec),
    update: updateHandler(db, spec),
    remove: async (request, reply) => {
      const user = requireUser(request);
      const id = idParam(request.params, 'id');
      const r = await sql`DELETE FROM saved_views WHERE id = ${id} AND user_id = ${user.id}`.execute(db);
      if (!r.numAffectedRows) throw notFound();
      return reply.code(204).send();
    },
  });
}

export default viewRoutes satisfies AreaRoutes;
