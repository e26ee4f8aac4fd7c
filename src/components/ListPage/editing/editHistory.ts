/** One cell changed by the user (or by an undo): undoing it puts `before` back. */
export interface Change {
  id: string;
  field: string;
  before: unknown;
  after: unknown;
  /** saved by the server, not saved (refused, reverted, the other member's value taken), or not answered yet */
  state: 'pending' | 'saved' | 'failed';
}

/** What one undo or redo puts back: a cell, a paste, a fill or a set column, as one step. */
export type Step = Change[];

/** A step taken off its stack to be undone or redone: the values to save, and where it was. */
export interface Taken {
  which: 'undo' | 'redo';
  step: Step;
  /** its place on its stack: a refused part goes back there, under the steps recorded since */
  at: number;
  values: { id: string; field: string; value: unknown }[];
}

/**
 * The grid's undo and redo stacks of saved edits (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y). A step is
 * undone only once every change of it is answered; its changes the server refused are skipped.
 * A new edit forgets what was undone, as in a spreadsheet.
 */
export class EditHistory {
  private readonly done: Step[] = [];
  private readonly undone: Step[] = [];
  private readonly limit: number;

  constructor(limit = 100) {
    this.limit = limit;
  }

  /**
   * A new step of the user's own edits; joined to the last step when `joins` says they will be
   * saved together (a row's cells typed one after the other go in one save, and the server may
   * refuse any of them alone: a stock figure without its reason).
   */
  record(step: Step, joins?: (last: Step) => boolean): void {
    if (step.length === 0) return;
    const last = this.done.at(-1);
    if (last && joins?.(last)) {
      last.push(...step);
      this.undone.length = 0;
      return;
    }
    this.done.push(step);
    if (this.done.length > this.limit) this.done.shift();
    this.undone.length = 0;
  }

  /** A step made by undoing (goes on the redo stack) or redoing (back on the undo stack). */
  recordReplay(step: Step, as: 'undo' | 'redo'): void {
    if (step.length === 0) return;
    (as === 'undo' ? this.undone : this.done).push(step);
  }

  /**
   * The values to put back, the step taken off its stack; 'busy' while a change of the last step
   * is still being saved. An undone step is recorded as the change it made (after → before), so
   * redoing it is putting its `before` back too.
   */
  take(which: 'undo' | 'redo'): Taken | 'busy' | 'empty' {
    const stack = which === 'undo' ? this.done : this.undone;
    for (;;) {
      const step = stack.at(-1);
      if (!step) return 'empty';
      if (step.some((c) => c.state === 'pending')) return 'busy';
      stack.pop();
      const saved = step.filter((c) => c.state === 'saved');
      // a step nothing of which was saved has nothing to put back: the one before it is undone
      if (saved.length === 0) continue;
      const values = saved
        .slice()
        .reverse()
        .map((c) => ({ id: c.id, field: c.field, value: c.before }));
      return { which, step: saved, at: stack.length, values };
    }
  }

  /**
   * The undo (or redo) of a taken step answered: the cells the server refused are not put back,
   * so they go back on their stack where the step was, to be tried again, and leave the step the
   * replay recorded on the other stack, which keeps only what it did.
   */
  answered(taken: Taken, replay: Step): void {
    const refused = replay.filter((c) => c.state === 'failed');
    if (refused.length === 0) return;
    const key = (c: Change) => `${c.id}\u0000${c.field}`;
    const failed = new Set(refused.map(key));
    const back = taken.step.filter((c) => failed.has(key(c)));
    const other = taken.which === 'undo' ? this.undone : this.done;
    const kept = replay.filter((c) => c.state !== 'failed');
    replay.splice(0, replay.length, ...kept);
    // a new edit since may have cleared the redo stack: the step is then no longer there
    const at = other.lastIndexOf(replay);
    if (kept.length === 0 && at >= 0) other.splice(at, 1);
    if (back.length === 0) return;
    const own = taken.which === 'undo' ? this.done : this.undone;
    own.splice(Math.min(taken.at, own.length), 0, back);
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }
}
