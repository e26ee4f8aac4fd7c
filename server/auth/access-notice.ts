import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * What may have taken access from a member (his role, communities, deactivation, password, a
 * session ended), announced to every instance: their live sockets re-check the member at once
 * instead of at the next heartbeat. Sent in the writer's transaction, so only a commit announces.
 */
export const ACCESS_CHANNEL = 'member_access';

export type AccessNote = { user: string } | { session: string };

export async function notifyAccess(db: Kysely<Database>, note: AccessNote): Promise<void> {
  await sql`SELECT pg_notify(${ACCESS_CHANNEL}, ${JSON.stringify(note)})`.execute(db);
}

export function parseAccessNote(payload: string): AccessNote | undefined {
  try {
    const x = JSON.parse(payload) as Partial<{ user: unknown; session: unknown }>;
    if (typeof x.user === 'string') return { user: x.user };
    if (typeof x.session === 'string') return { session: x.session };
  } catch {
    // not ours: ignored
  }
  return undefined;
}
