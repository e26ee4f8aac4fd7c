/**
 * The bound on password hashing in one process. A scrypt hash at N=2^17 takes 128 MiB and a long
 * stretch of one of libuv's four threads, which node-postgres also needs (SCRAM) to open a
 * database connection: unbounded, a login storm starves the pool and every request answers 503.
 * So at most `running` hashes run at once and `waiting` more may queue for a place; beyond that a
 * login is refused at once (503 + Retry-After), without touching the database. It guards this
 * process's threads, so it is in memory on purpose: each instance has its own threads.
 *
 * A second, smaller lane is reserved for logins from a device already trusted for the e-mail
 * (trusted-device.ts): a storm of strangers fills the open lane, never that one, so members on
 * their usual browser still get in. Both lanes together keep one of the four threads free.
 * The reserved lane also goes first for the CPU: while one of its hashes runs or waits, the open
 * lane starts no new hash (those already running finish), so a member's hash is not one of three
 * sharing two cores with the storm's for seconds.
 */
export interface HashTicket {
  /** runs one hash when a running place of its lane is free */
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** gives the place back (idempotent) */
  release(): void;
}

export interface LaneLimits {
  running: number;
  waiting: number;
}

export type LaneName = 'open' | 'trusted';

class Lane {
  private inside = 0;
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private readonly limits: LaneLimits;
  /** a lane whose hashes go first: while it hashes, this one starts none */
  private readonly yieldsTo: Lane | undefined;
  /** the lanes that yield to this one, woken when it falls idle */
  private readonly yielding: Lane[] = [];

  constructor(limits: LaneLimits, yieldsTo?: Lane) {
    this.limits = limits;
    this.yieldsTo = yieldsTo;
    yieldsTo?.yielding.push(this);
  }

  private get busy(): boolean {
    return this.active > 0 || this.queue.length > 0;
  }

  private mayStart(): boolean {
    return this.active < this.limits.running && !this.yieldsTo?.busy;
  }

  tryEnter(): HashTicket | undefined {
    if (this.inside >= this.limits.running + this.limits.waiting) return undefined;
    this.inside++;
    let released = false;
    return {
      run: (hash) => this.run(hash),
      release: () => {
        if (released) return;
        released = true;
        this.inside--;
      },
    };
  }

  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.mayStart()) this.active++;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await hash();
    } finally {
      this.active--;
      this.pump();
      if (!this.busy) for (const lane of this.yielding) lane.pump();
    }
  }

  /** starts the next in line while a running place is free */
  private pump(): void {
    while (this.queue.length > 0 && this.mayStart()) {
      this.active++;
      this.queue.shift()?.();
    }
  }
}

export class HashGate {
  readonly running: number;
  readonly waiting: number;
  private readonly open: Lane;
  private readonly trusted: Lane;

  constructor(
    limits: LaneLimits & { trusted?: LaneLimits } = {
      running: 2,
      waiting: 6,
      trusted: { running: 1, waiting: 3 },
    },
  ) {
    this.running = limits.running;
    this.waiting = limits.waiting;
    this.trusted = new Lane(limits.trusted ?? { running: 1, waiting: 3 });
    this.open = new Lane(limits, this.trusted);
  }

  /**
   * A place, or undefined when the lane is full. A trusted login takes the reserved lane, or the
   * open one when several trusted logins fill it (a shift starting): never less than before.
   */
  tryEnter(lane: LaneName = 'open'): HashTicket | undefined {
    if (lane === 'trusted') return this.trusted.tryEnter() ?? this.open.tryEnter();
    return this.open.tryEnter();
  }

  /** Hashing without a refusal, for the rare admin paths (a member's password set in the team form). */
  run<T>(hash: () => Promise<T>): Promise<T> {
    return this.open.run(hash);
  }
}
