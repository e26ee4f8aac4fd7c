import { describe, expect, it } from 'vitest';
import { WorkGate } from '../../server/http/work-gate.ts';

/** A piece of work that ends when the test says so. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { work: () => done, end };
}

describe('WorkGate', () => {
  it('runs at most `running` at once, queues `waiting` more and refuses the rest', async () => {
    const gate = new WorkGate({ running: 1, waiting: 1 });
    const first = held();
    const second = held();
    const started: string[] = [];
    const a = gate.tryRun(() => {
      started.push('a');
      return first.work();
    });
    const b = gate.tryRun(() => {
      started.push('b');
      return second.work();
    });
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(gate.tryRun(async () => 'c')).toBeUndefined();
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.end();
    await a;
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a', 'b']);
    // one place is free again for a waiting one
    const d = gate.tryRun(async () => 'd');
    expect(d).toBeDefined();
    second.end();
    await b;
    expect(await d).toBe('d');
  });

  it('gives the place back when the work fails', async () => {
    const gate = new WorkGate({ running: 1, waiting: 0 });
    await expect(gate.tryRun(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.tryRun(async () => 1)).toBe(1);
  });
});
