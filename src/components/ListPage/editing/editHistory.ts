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
  take(which: 'undo' | 'redo'): { id: string; field: string; value: unknown }[] | 'busy' | 'empty' {
    const stack = which === 'undo' ? this.done : this.undone;
    for (;;) {
      const step = stack.at(-1);
      if (!step) return 'empty';
      if (step.some((c) => c.state === 'pending')) return 'busy';
      stack.pop();
      const saved = step.filter((c) => c.state === 'saved');
      // a step nothing of which was saved has nothing to put back: the one before it is undone
      if (saved.length === 0) continue;
      return saved
        .slice()
        .reverse()
        .map((c) => ({ id: c.id, field: c.field, value: c.before }));
    }
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }
}
