/**
 * A subscribe or watch replaces the one before it, so one still waiting when the next comes is
 * dropped unserved (a page mounting lists sends a burst of watches, each naming them all). Each
 * served one costs a token check, reads and a replay: a client that has this many dropped before
 * the server has caught up with him is flooding it.
 */
export const MAX_DROPPED = 64;

/**
 * One socket's work, a step at a time in the order asked: of each kind of request only the
 * latest waits its turn. `onFlood` when the client sends far faster than he is served, `onFail`
 * when a step throws.
 */
export function latestQueue(onFlood: () => void, onFail: () => void) {
  let queue: Promise<void> = Promise.resolve();
  const waiting = new Map<string, unknown>();
  let dropped = 0;
  const then = (step: () => Promise<void>) => {
    queue = queue.then(step).catch(onFail);
  };
  return {
    /** a request of this kind, replacing one of its kind still waiting */
    latest<T>(kind: string, msg: T, run: (m: T) => Promise<void>): void {
      const queued = waiting.has(kind);
      waiting.set(kind, msg);
      if (queued) {
        if (++dropped > MAX_DROPPED) onFlood();
        return;
      }
      then(async () => {
        const next = waiting.get(kind) as T;
        waiting.delete(kind);
        await run(next);
        // the count starts again once the client has stopped sending faster than he is served
        if (waiting.size === 0) dropped = 0;
      });
    },
    /** a step of the server's own (a re-check of the member), after what is under way */
    then,
  };
}
