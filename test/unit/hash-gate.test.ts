import { describe, expect, it } from 'vitest';
import { HashGate } from '../../server/auth/hash-gate.ts';

/** A hash that ends when the test says so, and tells when it started. */
function pending() {
  let finish: () => void = () => undefined;
  let started = false;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    hash: async () => {
      started = true;
      await done;
    },
    get started() {
      return started;
    },
    finish: () => finish(),
  };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('hash gate', () => {
  it('starts no open-lane hash while a trusted one runs, then resumes the open lane', async () => {
    const gate = new HashGate({ running: 2, waiting: 2, trusted: { running: 1, waiting: 1 } });
    const first = pending();
    const open1 = gate.tryEnter('open')!.run(first.hash);
    await turn();
    expect(first.started).toBe(true);
    const member = pending();
    const trusted = gate.tryEnter('trusted')!.run(member.hash);
    await turn();
    // the member's hash starts at once, beside the one already running
    expect(member.started).toBe(true);
    const second = pending();
    const open2 = gate.tryEnter('open')!.run(second.hash);
    await turn();
    // a free running place of the open lane, yet it waits for the member's hash
    expect(second.started).toBe(false);
    first.finish();
    await open1;
    await turn();
    expect(second.started).toBe(false);
    member.finish();
    await trusted;
    await turn();
    expect(second.started).toBe(true);
    second.finish();
    await open2;
  });

  it('runs open-lane hashes side by side up to its running places when no member hashes', async () => {
    const gate = new HashGate({ running: 2, waiting: 2 });
    const a = pending();
    const b = pending();
    const c = pending();
    const runs = [a, b, c].map((h) => gate.tryEnter()!.run(h.hash));
    await turn();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    a.finish();
    await runs[0];
    await turn();
    expect(c.started).toBe(true);
    b.finish();
    c.finish();
    await Promise.all(runs);
  });
});
