/**
 * The bound on password hashing in one process. A scrypt hash at N=2^17 takes 128 MiB and a long
 * stretch of one of libuv's four threads, which node-postgres also needs (SCRAM) to open a
 * database connection: unbounded, a login storm starves the pool and every request answers 503.
 * So at most `running` hashes run at once and `waiting` more may queue for a place; beyond that a
 * login is refused at once (503 + Retry-After), without touching the database. It guards this
 * process's threads, so it is in memory on purpose: each instance has its own threads.
 */
export interface HashTicket {
  /** runs one hash when a running place is free */
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** gives the place back (idempotent) */
  release(): void;
}

export class HashGate {
  readonly running: number;
  readonly waiting: number;
  private inside = 0;
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(limits: { running: number; waiting: number } = { running: 2, waiting: 6 }) {
    this.running = limits.running;
    this.waiting = limits.waiting;
  }

  /** A place, or undefined when `running + waiting` logins are already inside. */
  tryEnter(): HashTicket | undefined {
    if (this.inside >= this.running + this.waiting) return undefined;
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

  /** Hashing without a refusal, for the rare admin paths (a member's password set in the team form). */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) await new Promise<void>((resolve) => this.queue.push(resolve));
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
