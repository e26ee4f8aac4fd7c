import { sql } from 'kysely';
import { HISTORY, HISTORY_LIST, type HistoryEntry } from '../../domain/history/resource.ts';
import { allows, ruleFor } from '../../domain/permissions.ts';
import type { Role } from '../../domain/roles.ts';
import { requireUser } from '../auth/guard.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { readDb } from '../db/read-handle.ts';
import { forbidden, idParam, notFound } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import { listQuery, sendList } from '../lists/reply.ts';
import { type ListSource, runList } from '../lists/runner.ts';
import { serve } from '../resources/serve.ts';
import { hiddenMemberIds, shownActor, withoutHidden } from '../users/shown-actor.ts';

const historyList = defineList(HISTORY_LIST, { at: { expr: sql.ref('l.at'), notNull: true } }, 'l.id');

interface Row {
  id: string | number;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const toEntry = (r: Row, reader: { role: Role }): HistoryEntry => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  actor: shownActor(reader, { id: r.actor_id, name: r.actor_name, role: r.actor_role }),
  action: r.action,
  before: r.before,
  after: r.after,
});

/** GET /api/history/:entity/:id: the record's audit log, readable by whoever may read the record. */
export function historyRoutes(ctx: AppContext): void {
  const { app } = ctx;
  serve(app, HISTORY, {
    list: async (request, reply) => {
      const user = requireUser(request);
      const { entity } = request.params as { entity: string };
      const reader = app.hasDecorator('records') ? app.records.get(entity) : undefined;
      const one = reader?.resource.ops.one;
      if (!reader?.resource.entity || !one) throw notFound();
      const rule = ruleFor(one.method, one.path);
      if (!rule || !allows(rule, user.role)) throw forbidden();
      const id = idParam(request.params, 'id');
      await reader.check(request, id);
      const db = await readDb(request);
      const hidden = await hiddenMemberIds(db, user);
      const src: ListSource<Row, HistoryEntry> = {
        def: historyList,
        from: sql`audit_log l LEFT JOIN users u ON u.id = l.actor_id`,
        where: [sql`l.entity = ${reader.resource.entity}`, sql`l.entity_id = ${id}`],
        select: sql`l.id, l.at, l.actor_id, u.name AS actor_name, u.role AS actor_role, l.action, l.before, l.after`,
        map: (r) => {
          const e = toEntry(r, user);
          const present = reader.present ?? ((_u, fields: Record<string, unknown>) => fields);
          const shown = (f: Record<string, unknown> | null) => f && withoutHidden(present(user, f), hidden);
          return { ...e, before: shown(e.before), after: shown(e.after) };
        },
      };
      const q = listQuery(historyList, request);
      return sendList(reply, historyList, q, await runList(db, src, q, null));
    },
  });
}

export default historyRoutes satisfies AreaRoutes;
