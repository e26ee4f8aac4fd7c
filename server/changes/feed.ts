import type pg from 'pg';
import type { RecordChange } from '../../domain/change-feed.ts';
import { allows, ruleFor } from '../../domain/permissions.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import { type Role, seesAllCommunities } from '../../domain/roles.ts';
import { CHANGES_CHANNEL, type ChangeNote } from './publish.ts';

export interface Watcher {
  role: Role;
  communities: readonly string[];
  send: (m: RecordChange) => void;
}

/** The resources a role may follow: those whose list it may call. */
export function watchable(role: Role, keys: readonly string[]): string[] {
  return [...new Set(keys)].filter((key) => {
    const list = RESOURCES.find((r) => r.key === key)?.ops.list;
    const rule = list && ruleFor(list.method, list.path);
    return !!rule && allows(rule, role);
  });
}

/** Whether a watcher may learn of this change: role, then the record's communities. */
export function mayHear(w: Watcher, note: ChangeNote): boolean {
  if (note.restrictTo && !note.restrictTo.includes(w.role)) return false;
  if (!note.communities || seesAllCommunities(w.role)) return true;
  const his = (c: string) => w.communities.includes(c);
  return note.everyCommunity ? note.communities.every(his) : note.communities.some(his);
}

/**
 * The change feed of one instance: one LISTEN connection on the changes channel, the watchers of
 * this instance's sockets by resource. Every instance hears every commit through PostgreSQL.
 * A lost connection is re-opened; changes committed meanwhile are missed, so every watcher gets a
 * `CHANGE` without id ("refresh what you show") once it is back.
 */
export class ChangeFeed {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 250;
  private readonly newClient: () => pg.Client;
  private readonly log: { warn: (o: unknown, msg: string) => void } | undefined;

  constructor(newClient: () => pg.Client, log?: { warn: (o: unknown, msg: string) => void }) {
    this.newClient = newClient;
    this.log = log;
  }

  async start(): Promise<void> {
    const c = this.newClient();
    c.on('notification', (n) => {
      if (n.channel === CHANGES_CHANNEL && n.payload) this.onNotify(n.payload);
    });
    c.on('error', (err) => {
      this.log?.warn({ err }, 'changes: LISTEN connection lost');
      this.reconnect(c);
    });
    c.on('end', () => this.reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    this.client = c;
    this.retryMs = 250;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.watchers.clear();
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => undefined);
  }

  /** Follows `keys` for this watcher (replacing what it followed); returns an undo. */
  watch(w: Watcher, keys: readonly string[]): () => void {
    for (const k of keys) {
      const set = this.watchers.get(k) ?? new Set<Watcher>();
      this.watchers.set(k, set);
      set.add(w);
    }
    return () => {
      for (const k of keys) this.watchers.get(k)?.delete(w);
    };
  }

  private reconnect(dead: pg.Client): void {
    if (this.stopped || this.client !== dead) return;
    this.client = undefined;
    dead.end().catch(() => undefined);
    const retry = () => {
      if (this.stopped) return;
      this.start().then(
        () => {
          for (const [resource, set] of this.watchers)
            for (const w of set) w.send({ type: 'CHANGE', resource, id: '' });
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 10_000);
          setTimeout(retry, this.retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.retryMs).unref();
  }

  private onNotify(payload: string): void {
    let note: ChangeNote;
    try {
      note = JSON.parse(payload) as ChangeNote;
    } catch {
      return;
    }
    const set = this.watchers.get(note.resource);
    if (!set || typeof note.id !== 'string') return;
    const msg: RecordChange = { type: 'CHANGE', resource: note.resource, id: note.id, version: note.version };
    for (const w of set) if (mayHear(w, note)) w.send(msg);
  }
}
