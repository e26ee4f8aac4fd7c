import type { Kysely } from 'kysely';
import { type ChangeAudience, notifyChange } from '../changes/publish.ts';
import type { Database } from './types.ts';

export type Snapshot = Record<string, unknown>;

/** Fields whose values never enter the log; a change to one is recorded as "changed". */
const SECRET = new Set(['password', 'passwordHash', 'password_hash']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Only the fields that differ, before and after; secrets masked. */
export function diff(
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null } {
  if (!before || !after) {
    // a secret is only ever named by what happened to it ("set", "changed"), never by its value
    const said = (v: unknown) => (v === 'set' || v === 'changed' ? v : 'changed');
    const mask = (s: Snapshot | null) =>
      s && Object.fromEntries(Object.entries(s).map(([k, v]) => [k, SECRET.has(k) ? said(v) : v]));
    return { before: mask(before), after: mask(after) };
  }
  const b: Snapshot = {};
  const a: Snapshot = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[k], after[k])) continue;
    if (SECRET.has(k)) {
      a[k] = 'changed';
      continue;
    }
    b[k] = before[k];
    a[k] = after[k];
  }
  return { before: b, after: a };
}

export interface AuditEntry {
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: Snapshot | null;
  after: Snapshot | null;
  /** the record's version after the change, for the change feed */
  version?: number;
  /** who may hear of the change on the change feed (communities, roles) */
  audience?: ChangeAudience;
}

/** The audit_log row of an entry, or null when an update changed nothing (no entry then). */
export function auditRow(e: AuditEntry) {
  const d = diff(e.before, e.after);
  if (e.before && e.after && Object.keys(d.after ?? {}).length === 0) return null;
  return {
    actor_id: e.actorId,
    entity: e.entity,
    entity_id: e.entityId,
    action: e.action,
    before: d.before ? JSON.stringify(d.before) : null,
    after: d.after ? JSON.stringify(d.after) : null,
  };
}

/**
 * Records a mutation in audit_log, in the caller's transaction so that the change and its record
 * commit together, and announces it on the change feed. An update that changed nothing is not a
 * mutation and leaves no entry.
 */
export async function audit(db: Kysely<Database>, e: AuditEntry): Promise<void> {
  const row = auditRow(e);
  if (!row) return;
  await db.insertInto('audit_log').values(row).execute();
  // every audited mutation is announced to the lists that show it, at commit
  await notifyChange(db, e.entity, e.entityId, { ...e.audience, version: e.version });
}
