import { type Kysely, type RawBuilder, sql } from 'kysely';
import { RESOURCES } from '../../domain/resources.generated.ts';
import type { Role } from '../../domain/roles.ts';
import type { Database } from '../db/types.ts';

export const CHANGES_CHANNEL = 'record_changes';

/** Who may learn that a record changed, beyond the resource's list roles. */
export interface ChangeAudience {
  /** the communities the record belongs to; undefined for records of no community */
  communities?: readonly string[] | null;
  /** the record is read by a member of every one of its communities, not of one (purchase orders) */
  everyCommunity?: boolean;
  /** only these roles hear of it (e.g. a super-admin's own record) */
  restrictTo?: readonly Role[];
}

/** What travels on the channel (small: a NOTIFY payload is limited to 8000 bytes). */
export interface ChangeNote extends ChangeAudience {
  resource: string;
  id: string;
  version?: number;
}

const KEY_OF_ENTITY = new Map(RESOURCES.filter((r) => r.entity).map((r) => [r.entity!, r.key]));

/**
 * The statement that announces a change (one row), for a writer that folds it into its own
 * statement (the sale's single round trip); undefined for an entity no list shows.
 */
export function changeNotify(
  entity: string,
  id: string,
  extra: ChangeAudience & { version?: number } = {},
): RawBuilder<unknown> | undefined {
  const resource = KEY_OF_ENTITY.get(entity);
  if (!resource) return undefined;
  const note: ChangeNote = { resource, id, ...extra };
  return sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(note)})`;
}

/**
 * Announces a change of a record to every instance's change feed, in the writer's transaction:
 * PostgreSQL delivers a NOTIFY at commit only, so a rolled-back write is never announced.
 */
export async function notifyChange(
  trx: Kysely<Database>,
  entity: string,
  id: string,
  extra: ChangeAudience & { version?: number } = {},
): Promise<void> {
  await changeNotify(entity, id, extra)?.execute(trx);
}
