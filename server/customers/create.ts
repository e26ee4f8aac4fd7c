import { sql } from 'kysely';
import { CustomerCreate } from '../../domain/schemas/customer.ts';
import type { AppContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import { parse } from '../errors.ts';

/**
 * POST /api/customers: the minimal create the live page needs ("create customer" from a walk-in
 * order, part 1 §5). Body: the domain CustomerCreate (groups without a number dropped, never
 * flagged). The customer pages of document 2 extend this area.
 */
export function customerCreateRoute(ctx: AppContext): void {
  ctx.app.post('/api/customers', async (request, reply) => {
    const body = parse(CustomerCreate, request.body);
    const user = ctx.user(request);
    const created = await ctx.db.transaction().execute(async (tx) => {
      const r = await sql<{ id: string; name: string; created_at: Date }>`
        INSERT INTO customers (name, level, wechat_id, status, flagged, profile_picture, addresses, contacts,
          wechat_groups, fapiao_information, fapiao_emails)
        VALUES (${body.name}, ${body.level}, ${body.wechatID}, ${body.status}, false,
          ${body.profilePicture?.uri ?? null}, ${JSON.stringify(body.addresses)}::jsonb,
          ${JSON.stringify(body.contacts)}::jsonb, ${JSON.stringify(body.wechatGroups)}::jsonb,
          ${JSON.stringify(body.fapiaoInformation)}::jsonb, ${JSON.stringify(body.fapiaoEmails)}::jsonb)
        RETURNING id, name, created_at`.execute(tx);
      const row = r.rows[0]!;
      await audit(tx, {
        actorId: user.id,
        entity: 'customer',
        entityId: row.id,
        action: 'create',
        before: null,
        after: { name: body.name, addresses: body.addresses, wechatGroups: body.wechatGroups },
      });
      return row;
    });
    return reply.code(201).send({
      id: created.id,
      name: created.name,
      level: body.level,
      flagged: false,
      addresses: body.addresses,
      contacts: body.contacts,
      wechatGroups: body.wechatGroups,
      createdAt: new Date(created.created_at).toISOString(),
    });
  });
}
