import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CellEdits, type CellsAnswer, defineCells } from '../../domain/cells.ts';
import { optText } from '../../domain/schemas/shared.ts';
import { type CallError, RowEdits } from '../../src/components/ListPage/editing/rowEdits.ts';

interface Row {
  id: string;
  version: number;
  comment: string;
  status: string;
}
const DEF = defineCells<Row>({
  entity: 'row',
  cells: {
    comment: { editor: 'text', schema: optText(5), roles: ['admin'], get: (r) => r.comment },
    status: {
      editor: 'select',
      schema: v.picklist(['a', 'b', 'c']),
      roles: ['admin'],
      get: (r) => r.status,
      immediate: true,
    },
  },
});
const row = (id: string, version = 1, comment = '', status = 'a'): Row => ({ id, version, comment, status });

/** The same cells saved with each other (as a stock figure and its reason are) */
const PAIRED = defineCells<Row>({
  entity: 'row',
  cells: {
    comment: { ...DEF.cells.comment!, savedWith: ['status'] },
    status: { ...DEF.cells.status!, immediate: false, savedWith: ['comment'] },
  },
});

/** A server that answers what each test says, recording every call. */
function fakeServer() {
  const calls: CellEdits['rows'][] = [];
  const keys: string[] = [];
  let next: (rows: CellEdits['rows']) => CellsAnswer<Row> | CallError = (rows) => ({
    saved: rows.length,
    refused: 0,
    results: rows.map((r) => ({ id: r.id, ok: true, row: { ...row(r.id, r.version + 1), ...r.set } as Row })),
  });
  const okAll = next;
  const send = async (rows: CellEdits['rows'], key = '') => {
    calls.push(rows);
    keys.push(key);
    const a = next(rows);
    if (!('results' in a)) throw a;
    return a;
  };
  return {
    calls,
    keys,
    send,
    answer: (fn: typeof next) => (next = fn),
    reset: () => (next = okAll),
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('the rows typed on a list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the edits of one row together after the pause, with the version they were made on', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send, pauseMs: 800 });
    edits.show([row('r1', 4)]);
    edits.edit(row('r1', 4), 'comment', 'hi');
    expect(edits.show([row('r1', 4)])[0]!.comment).toBe('hi');
    expect(edits.cellState('r1', 'comment')).toEqual({ kind: 'typed' });
    await vi.advanceTimersByTimeAsync(500);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(s.calls).toEqual([[{ id: 'r1', version: 4, set: { comment: 'hi' } }]]);
    await settle();
    expect(edits.cellState('r1', 'comment')).toBeNull();
    // the answer (version 5) shows until the list has it, then the list's copy again
    expect(edits.show([row('r1', 4)])[0]!.version).toBe(5);
    const listCopy = row('r1', 5, 'hi');
    expect(edits.show([listCopy])[0]).toBe(listCopy);
  });

  it('sends a chosen status at once, and rows leaving the cursor at once', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1'), row('r2')]);
    edits.edit(row('r1'), 'status', 'b');
    edits.edit(row('r2'), 'comment', 'x');
    edits.leaveRow('r2');
    await settle();
    // both due in the same moment: one call
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.map((r) => r.id).sort()).toEqual(['r1', 'r2']);
  });

  it('keeps one request per row in flight; the next carries the version the first answered', async () => {
    const s = fakeServer();
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    const send = async (rows: CellEdits['rows']) => {
      if (s.calls.length === 0) await gate;
      return s.send(rows);
    };
    const edits = new RowEdits<Row>({ def: DEF, send });
    edits.show([row('r1', 1)]);
    edits.edit(row('r1', 1), 'status', 'b');
    await settle();
    expect(edits.cellState('r1', 'status')).toEqual({ kind: 'saving' });
    expect(edits.rowState('r1')).toBe('saving');
    edits.edit(edits.show([row('r1', 1)])[0]!, 'status', 'c');
    await settle();
    expect(s.calls).toHaveLength(0);
    open();
    await settle();
    await settle();
    expect(s.calls.map((c) => c[0])).toEqual([
      { id: 'r1', version: 1, set: { status: 'b' } },
      { id: 'r1', version: 2, set: { status: 'c' } },
    ]);
  });

  it('keeps a refused value with its message until Escape, and sends the row’s other cells again', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1')]);
    s.answer((rows) => ({
      saved: 0,
      refused: 1,
      results: [{ id: rows[0]!.id, ok: false, status: 400, message: 'order.errors.bad', field: 'status' }],
    }));
    edits.edit(row('r1'), 'comment', 'ok');
    edits.edit(row('r1'), 'status', 'b');
    await settle();
    expect(edits.cellState('r1', 'status')).toEqual({ kind: 'refused', message: 'order.errors.bad' });
    expect(edits.show([row('r1')])[0]!.status).toBe('b');
    s.reset();
    await settle();
    expect(s.calls[1]).toEqual([{ id: 'r1', version: 1, set: { comment: 'ok' } }]);
    expect(edits.revert('r1', 'status')).toBe(true);
    expect(edits.show([row('r1', 2, 'ok')])[0]!.status).toBe('a');
  });

  it('refuses a value its cell’s schema refuses without sending it', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1')]);
    edits.edit(row('r1'), 'comment', 'far too long');
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.calls).toHaveLength(0);
    expect(edits.cellState('r1', 'comment')).toEqual({ kind: 'refused', message: 'validation.tooLong' });
  });

  it('shows the other member’s value beside mine on a conflict, and keeps mine at their version', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1)]);
    const theirs = row('r1', 7, 'theirs');
    s.answer(() => ({
      saved: 0,
      refused: 1,
      results: [{ id: 'r1', ok: false, status: 409, message: 'errors.versionConflict', current: theirs }],
    }));
    edits.edit(row('r1', 1), 'comment', 'mine');
    await vi.advanceTimersByTimeAsync(900);
    await settle();
    expect(edits.cellState('r1', 'comment')).toEqual({ kind: 'conflict', theirs: 'theirs' });
    expect(edits.show([theirs])[0]!.comment).toBe('mine');
    // nothing is sent while the user has not chosen
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.calls).toHaveLength(1);
    s.reset();
    edits.resolve('r1', 'mine');
    await settle();
    expect(s.calls[1]).toEqual([{ id: 'r1', version: 7, set: { comment: 'mine' } }]);
  });

  it('takes their value when asked', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1)]);
    const theirs = row('r1', 3, 'theirs');
    s.answer(() => ({
      saved: 0,
      refused: 1,
      results: [{ id: 'r1', ok: false, status: 409, message: 'x', current: theirs }],
    }));
    edits.edit(row('r1', 1), 'status', 'c');
    await settle();
    edits.resolve('r1', 'theirs');
    expect(edits.cellState('r1', 'status')).toBeNull();
    expect(edits.show([theirs])[0]).toBe(theirs);
  });

  it('keeps an edit that got no answer and sends it again later, never dropping it', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1')]);
    s.answer(() => ({ status: 503 }));
    edits.edit(row('r1'), 'status', 'b');
    await settle();
    expect(edits.cellState('r1', 'status')).toEqual({ kind: 'retry' });
    expect(edits.unsaved()).toBe(1);
    s.answer(() => ({}));
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.calls).toHaveLength(2);
    expect(edits.cellState('r1', 'status')).toEqual({ kind: 'retry' });
    s.reset();
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.calls).toHaveLength(3);
    // the same call each time: the same key, so the server saves it once
    expect(new Set(s.keys).size).toBe(1);
    expect(edits.cellState('r1', 'status')).toBeNull();
    expect(edits.unsaved()).toBe(0);
  });

  it('does not change a row under an open editor; a newer copy of other cells is taken after', () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    const first = row('r1', 1);
    edits.show([first]);
    edits.hold('r1');
    expect(edits.show([row('r1', 2, 'someone')])[0]).toBe(first);
    edits.release('r1');
    edits.edit(row('r1', 1), 'status', 'b');
    // someone else changed the comment: my status goes on over their newer row
    const shown = edits.show([row('r1', 2, 'someone')])[0]!;
    expect(shown).toMatchObject({ version: 2, comment: 'someone', status: 'b' });
  });

  it('does not send after the pause a cell declared to be saved with another until one of them is typed', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: PAIRED, send: s.send });
    edits.show([row('r1'), row('r2')]);
    edits.edit(row('r1'), 'status', 'b');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.calls).toHaveLength(0);
    edits.edit(row('r1'), 'comment', 'why');
    await vi.advanceTimersByTimeAsync(800);
    expect(s.calls).toEqual([[{ id: 'r1', version: 1, set: { status: 'b', comment: 'why' } }]]);
    // alone, it still goes when the cursor leaves the row: the server says what is missing
    edits.edit(row('r2'), 'status', 'c');
    edits.leaveRow('r2');
    await settle();
    expect(s.calls[1]).toEqual([{ id: 'r2', version: 1, set: { status: 'c' } }]);
  });

  it('takes a partner retyped as it stands (the same reason for a new figure), in either order', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: PAIRED, send: s.send });
    edits.show([row('r1', 1, 'why'), row('r2', 1, 'why')]);
    edits.edit(row('r1', 1, 'why'), 'status', 'b');
    edits.edit(row('r1', 1, 'why'), 'comment', 'why');
    await vi.advanceTimersByTimeAsync(800);
    expect(s.calls).toEqual([[{ id: 'r1', version: 1, set: { status: 'b', comment: 'why' } }]]);
    // the reason first, as it stands, then the figure
    edits.edit(row('r2', 1, 'why'), 'comment', 'why');
    edits.edit(row('r2', 1, 'why'), 'status', 'c');
    await vi.advanceTimersByTimeAsync(800);
    expect(s.calls[1]).toEqual([{ id: 'r2', version: 1, set: { comment: 'why', status: 'c' } }]);
  });

  it('undoes the last saved step at the version it answered; redo puts it back', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1, 'old')]);
    edits.edit(row('r1', 1, 'old'), 'comment', 'new');
    edits.leaveRow('r1');
    await settle();
    expect(await edits.replay('undo')).toEqual([{ id: 'r1', result: 'saved' }]);
    expect(s.calls[1]).toEqual([{ id: 'r1', version: 2, set: { comment: 'old' } }]);
    await edits.replay('redo');
    expect(s.calls[2]).toEqual([{ id: 'r1', version: 3, set: { comment: 'new' } }]);
    expect(await edits.replay('redo')).toBe('empty');
  });

  it('sends a paste of 2 500 rows in calls of at most 1 000 rows, one undo step', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    const rows = Array.from({ length: 2500 }, (_, i) => row(`r${i}`));
    edits.show(rows);
    const out = await edits.editMany(
      rows.map((r, i) => ({ row: r, field: 'comment', value: `${i % 1000}` })),
    );
    expect(s.calls.map((c) => c.length)).toEqual([1000, 1000, 500]);
    expect(out.filter((o) => o.result === 'saved')).toHaveLength(2500);
    await edits.replay('undo');
    expect(s.calls.slice(3).map((c) => c.length)).toEqual([1000, 1000, 500]);
  });

  it('undoes the cells of a row saved together as one step, whatever the order they were typed in', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1, 'old', 'a')]);
    edits.hold('r1');
    edits.edit(row('r1', 1, 'old', 'a'), 'comment', 'new');
    edits.edit(row('r1', 1, 'old', 'a'), 'status', 'b', { immediate: false });
    edits.release('r1');
    edits.leaveRow('r1');
    await settle();
    expect(s.calls).toHaveLength(1);
    expect(await edits.replay('undo')).toEqual([{ id: 'r1', result: 'saved' }]);
    expect(s.calls[1]).toEqual([{ id: 'r1', version: 2, set: { status: 'a', comment: 'old' } }]);
    expect(await edits.replay('undo')).toBe('empty');
  });

  it('shows the stored values again when an undo is refused, never the values it tried', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1, 'old')]);
    edits.hold('r1');
    edits.edit(row('r1', 1, 'old'), 'comment', 'new');
    edits.edit(row('r1', 1, 'old'), 'status', 'b', { immediate: false });
    edits.release('r1');
    edits.leaveRow('r1');
    await settle();
    s.answer((rows) => ({
      saved: 0,
      refused: 1,
      results: rows.map((r) => ({ id: r.id, ok: false, status: 400, message: 'nope', field: 'comment' })),
    }));
    expect(await edits.replay('undo')).toEqual([{ id: 'r1', result: 'refused', message: 'nope' }]);
    await settle();
    // the other cell of the step is not sent again on its own
    expect(s.calls).toHaveLength(2);
    expect(edits.cellState('r1', 'comment')).toBeNull();
    expect(edits.cellState('r1', 'status')).toBeNull();
    expect(edits.show([row('r1', 2, 'new', 'b')])[0]).toMatchObject({ comment: 'new', status: 'b' });
  });

  it('keeps a refused undo on the undo stack, to be tried again, and puts nothing on the redo stack', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1, 'old')]);
    edits.edit(row('r1', 1, 'old'), 'comment', 'new');
    edits.leaveRow('r1');
    await settle();
    s.answer((rows) => ({
      saved: 0,
      refused: 1,
      results: rows.map((r) => ({ id: r.id, ok: false, status: 403, message: 'nope', field: 'comment' })),
    }));
    expect(await edits.replay('undo')).toEqual([{ id: 'r1', result: 'refused', message: 'nope' }]);
    expect(await edits.replay('redo')).toBe('empty');
    s.reset();
    expect(await edits.replay('undo')).toEqual([{ id: 'r1', result: 'saved' }]);
    expect(s.calls[2]).toEqual([{ id: 'r1', version: 2, set: { comment: 'old' } }]);
    expect(await edits.replay('undo')).toBe('empty');
    expect(await edits.replay('redo')).toEqual([{ id: 'r1', result: 'saved' }]);
    expect(s.calls[3]).toEqual([{ id: 'r1', version: 3, set: { comment: 'new' } }]);
  });

  it('keeps on the undo stack only the rows of a step whose undo was refused', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1', 1, 'a1'), row('r2', 1, 'a2')]);
    await edits.editMany([
      { row: row('r1', 1, 'a1'), field: 'comment', value: 'b1' },
      { row: row('r2', 1, 'a2'), field: 'comment', value: 'b2' },
    ]);
    s.answer((rows) => ({
      saved: 1,
      refused: 1,
      results: rows.map((r) =>
        r.id === 'r1'
          ? { id: r.id, ok: true, row: { ...row(r.id, r.version + 1), ...r.set } as Row }
          : { id: r.id, ok: false, status: 403, message: 'nope', field: 'comment' },
      ),
    }));
    expect(await edits.replay('undo')).toHaveLength(2);
    s.reset();
    expect(await edits.replay('undo')).toEqual([{ id: 'r2', result: 'saved' }]);
    expect(s.calls[2]).toEqual([{ id: 'r2', version: 2, set: { comment: 'a2' } }]);
    // the two undos are two redo steps, the last one first
    expect(await edits.replay('redo')).toEqual([{ id: 'r2', result: 'saved' }]);
    expect(await edits.replay('redo')).toEqual([{ id: 'r1', result: 'saved' }]);
  });

  it('says a row is partly saved when one of its pasted cells is refused and the others saved', async () => {
    const s = fakeServer();
    const edits = new RowEdits<Row>({ def: DEF, send: s.send });
    edits.show([row('r1')]);
    const out = await edits.editMany([
      { row: row('r1'), field: 'status', value: 'b' },
      { row: row('r1'), field: 'comment', value: 'far too long' },
    ]);
    expect(out).toEqual([{ id: 'r1', result: 'partial', message: expect.any(String) }]);
  });
});
