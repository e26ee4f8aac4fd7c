import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { COMMUNITIES } from '../../domain/communities.ts';
import { UserCreate } from '../../domain/users/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { audit } from '../db/audit.ts';
import type { Database } from '../db/types.ts';

/** The parts of a member that the command asks for, checked by the team form's own rules. */
const FirstAdmin = v.pick(UserCreate, ['name', 'email', 'password']);

export class AdminCreateError extends Error {}

/**
 * Creates a super-admin (every community), the account a DATABASE_URL deployment starts with
 * instead of the demo data: `npm run admin:create`. Anyone who can run it can already write to
 * the database, so it does not ask for another admin's consent; it refuses a taken e-mail.
 */
export async function createSuperAdmin(
  db: Kysely<Database>,
  input: { email: string; name?: string; password: string },
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() || email.split('@')[0] || email;
  const r = v.safeParse(FirstAdmin, { name, email, password: input.password });
  if (!r.success) {
    const what = r.issues.map((i) => `${v.getDotPath(i) ?? 'input'}: ${i.message}`).join(', ');
    throw new AdminCreateError(`invalid ${what}`);
  }
  const passwordHash = await hashPassword(r.output.password);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', r.output.email)
      .executeTakeFirst();
    if (taken) throw new AdminCreateError(`a member with the e-mail ${r.output.email} exists already`);
    const row = await trx
      .insertInto('users')
      .values({
        name: r.output.name,
        email: r.output.email,
        password_hash: passwordHash,
        role: 'super-admin',
        city: 'All',
        communities: COMMUNITIES.map((c) => c.id),
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actorId: null,
      entity: 'user',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { name: r.output.name, email: row.email, role: 'super-admin', password: 'set' },
    });
    return row;
  });
}
