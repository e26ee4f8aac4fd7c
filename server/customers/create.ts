import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { COMMUNITIES } from '../../domain/communities.ts';
import { CustomerCreate } from '../../domain/customers/schema.ts';
import type { AppContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { claimFiles } from '../files/references.ts';
import { createOnce } from '../http/create-once.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import { bodyOf } from '../resources/body.ts';
import type { OpHandler } from '../resources/serve.ts';
import { CUSTOMER_COLUMNS, customerSnapshot, customerValues, toCustomer } from './map.ts';
import { checkGroups, customerAudience } from './rules.ts';

const KNOWN_COMMUNITIES = new Set<string>(COMMUNITIES.map((c) => c.id));

/** Every address area and group community must exist: a 400 naming each one that does not. */
export async function checkReferences(
  db: Kysely<Database>,
  body: Pick<CustomerCreate, 'wechatGroups' | 'addresses'>,
): Promise<void> {
  const fields: Record<string, string> = {};
  body.wechatGroups.forEach((g, i) => {
    if (!KNOWN_COMMUNITIES.has(g.community.toLowerCase()))
      fields[`wechatGroups.${i}.community`] = 'validation.unknownCommunity';
  });
  const areas = [...new Set(body.addresses.map((a) => a.area.toLowerCase()))];
  if (areas.length > 0) {
    const found = await camel(db).selectFrom('deliveryAreas').select('id').where('id', 'in', areas).execute();
    const known = new Set(found.map((r) => r.id));
    body.addresses.forEach((a, i) => {
      if (!known.has(a.area.toLowerCase())) fields[`addresses.${i}.area`] = 'validation.unknownArea';
    });
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

type CustomerFiles = Pick<CustomerCreate, 'profilePicture' | 'fapiaoImages'>;

/**
 * The body's files must be uploads of the customer stores (a forged or foreign uri is a 400), and
 * the customer's own (`before`, none on create) or the saver's new uploads (docs/files.md).
 */
export async function claimCustomerFiles(
  trx: Kysely<Database>,
  body: CustomerFiles,
  by: string,
  before?: CustomerFiles,
): Promise<void> {
  const held = { by, held: before ? [before.profilePicture, ...before.fapiaoImages] : [] };
  if (body.profilePicture)
    await claimFiles(trx, 'customer-picture', [body.profilePicture], 'profilePicture', held);
  await claimFiles(trx, 'customer-fapiao-image', body.fapiaoImages, 'fapiaoImages', held);
}

/**
 * POST /api/customers: from the customer form and from a walk-in order ("create customer" on
 * the live grid's entry row). Body: the domain CustomerCreate (groups without a number dropped,
 * never flagged).
 */
export function createCustomer(
  ctx: AppContext,
  load: (request: FastifyRequest, id: string) => Promise<unknown>,
): OpHandler {
  return async (request, reply) => {
    const body = bodyOf(request, CustomerCreate);
    const user = ctx.user(request);
    const key = idempotencyKey(request.headers['idempotency-key'], user.id, body);
    const once = await createOnce(
      ctx.db,
      'customer',
      key,
      async (remember) => {
        await checkReferences(ctx.db, body);
        checkGroups(user, body.wechatGroups);
        return ctx.db.transaction().execute(async (tx) => {
          await remember?.claim(tx);
          await claimCustomerFiles(tx, body, user.id);
          const row = await camel(tx)
            .insertInto('customers')
            .values(customerValues(body))
            .returning(CUSTOMER_COLUMNS)
            .executeTakeFirstOrThrow();
          const customer = toCustomer(row);
          await audit(tx, {
            actorId: user.id,
            entity: 'customer',
            entityId: customer.id,
            action: 'create',
            before: null,
            after: customerSnapshot(customer),
            version: customer.version,
            audience: customerAudience(customer.wechatGroups.map((g) => g.community)),
          });
          await remember?.(tx, customer.id);
          return customer;
        });
      },
      (id) => load(request, id),
    );
    return reply.code(once.created ? 201 : 200).send(once.record);
  };
}
