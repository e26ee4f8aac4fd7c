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

  constructor(limits: LaneLimits) {
    this.limits = limits;
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
    if (this.active >= this.limits.running) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await hash();
    } finally {
      // the place passes straight to the next in line, or is freed
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
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
    this.open = new Lane(limits);
    this.trusted = new Lane(limits.trusted ?? { running: 1, waiting: 3 });
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
