/**
 * A bound on a heavy kind of work in one process (a thread per xlsx read): at most `running` run
 * at once and `waiting` more queue for a place; past that the caller is refused at once, so a
 * burst of uploads neither starts a thread each on the machine's few cores nor waits for minutes.
 */
export interface WorkLimits {
  running: number;
  waiting: number;
}

export class WorkGate {
  private inside = 0;
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private readonly limits: WorkLimits;

  constructor(limits: WorkLimits) {
    this.limits = limits;
  }

  /** The work's result, once a place is free; undefined (nothing run) when the gate is full. */
  tryRun<T>(work: () => Promise<T>): Promise<T> | undefined {
    if (this.inside >= this.limits.running + this.limits.waiting) return undefined;
    this.inside++;
    return this.run(work);
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limits.running) this.active++;
    // the place is handed over by the work that ends (active stays counted)
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await work();
    } finally {
      this.inside--;
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
