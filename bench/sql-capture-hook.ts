import { appendFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Preloaded into a server (`NODE_OPTIONS=--import=./bench/sql-capture-hook.ts`, SQL_CAPTURE_FILE
 * set) for a capture run only: every statement any pg client of the process sends is appended to
 * the file as one JSON line `{client, text, values, named}`, before it is sent, BEGIN and COMMIT
 * included. The file is written synchronously, so the capture run's timings mean nothing.
 */
const file = process.env.SQL_CAPTURE_FILE;
if (file) {
  type Query = (...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const ids = new WeakMap<object, number>();
  let next = 0;
  proto.query = function capture(this: object, ...args: unknown[]) {
    const [first, second] = args;
    const config =
      typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
    const text = typeof first === 'string' ? first : config?.text;
    if (typeof text === 'string') {
      let client = ids.get(this);
      if (client === undefined) {
        client = ++next;
        ids.set(this, client);
      }
      const values = Array.isArray(second) ? second : (config?.values ?? []);
      appendFileSync(
        file,
        `${JSON.stringify({ client, text, values, named: typeof config?.name === 'string' })}\n`,
      );
    }
    return original.apply(this, args);
  };
}
