import type pg from 'pg';

/** What the last look at the replica found. */
export interface ReplicaState {
  /** reads may go there: reachable, in recovery, and no further behind than the bound */
  usable: boolean;
  /** how far it had replayed the primary's WAL when asked (a lower bound of where it is now) */
  replayed: bigint;
  /** why it is not usable, for the log */
  reason?: string;
}

/** 'X/Y', PostgreSQL's text form of a WAL position, as one number; undefined when malformed. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One look at the replica. Lag is measured against the primary rather than by the replica alone:
 * a replica whose link to the primary is cut believes it is up to date. It is "caught up" when it
 * has replayed everything the primary had flushed a moment before; otherwise it is as far behind
 * as the age of the last commit it replayed (every commit before that one is there too). A server
 * that is not in recovery (promoted after a failover, or a wrong URL) is never read from: its
 * history may have forked from the primary's.
 */
async function lookAtReplica(
  primary: pg.Pool,
  replica: pg.Pool,
  maxLagSeconds: number,
  timeoutMs: number,
): Promise<ReplicaState> {
  try {
    const flushed = await within(
      timeoutMs,
      primary.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn'),
    );
    const r = await within(
      timeoutMs,
      replica.query<{ standby: boolean; replayed: string | null; behind: number | null }>(
        `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed,
           extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS behind`,
      ),
    );
    const row = r.rows[0];
    const replayed = parseLsn(row?.replayed);
    const target = parseLsn(flushed.rows[0]?.lsn);
    if (!row?.standby || replayed === undefined || target === undefined)
      return { usable: false, replayed: 0n, reason: 'not a standby in recovery' };
    const lag = replayed >= target ? 0 : (row.behind ?? Number.POSITIVE_INFINITY);
    if (lag > maxLagSeconds)
      return { usable: false, replayed, reason: `${lag.toFixed(1)} s behind the primary` };
    return { usable: true, replayed };
  } catch (err) {
    return { usable: false, replayed: 0n, reason: (err as Error).message };
  }
}

export interface ReplicaWatch {
  /** the last look if recent enough, else a new one (awaited only while the replica was in use) */
  current: () => ReplicaState | Promise<ReplicaState>;
  /** a connection to it was refused: not used until the next look says otherwise */
  setAside: (reason: string) => void;
}

/**
 * Looks at the replica at most once per `checkMs`, one look at a time. While the replica is set
 * aside, reads go on to the primary without waiting for the next look, so a replica that does
 * not answer costs a request its timeout once, when it stops answering, and not every second.
 */
export function watchReplica(
  primary: pg.Pool,
  replica: pg.Pool,
  opts: { maxLagSeconds: number; checkMs: number; timeoutMs: number },
  log: (usable: boolean, reason?: string) => void,
): ReplicaWatch {
  let state: ReplicaState | undefined;
  let lookedAt = 0;
  let looking: Promise<ReplicaState> | undefined;
  const keep = (s: ReplicaState) => {
    if (s.usable !== state?.usable) log(s.usable, s.reason);
    state = s;
    lookedAt = Date.now();
  };
  const look = () => {
    looking ??= lookAtReplica(primary, replica, opts.maxLagSeconds, opts.timeoutMs).then((s) => {
      keep(s);
      looking = undefined;
      return s;
    });
    return looking;
  };
  return {
    current: () => {
      if (state && Date.now() - lookedAt < opts.checkMs) return state;
      const next = look();
      return state && !state.usable ? state : next;
    },
    setAside: (reason) => keep({ usable: false, replayed: 0n, reason }),
  };
}
