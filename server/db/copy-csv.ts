import type { Duplex, Readable } from 'node:stream';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { badRequest } from '../errors.ts';

/** A bound value as the SQL literal PostgreSQL would have read it as: quoted, of no type yet. */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (Array.isArray(v)) {
    const items = v.map((x) =>
      x === null || x === undefined ? 'NULL' : `"${String(x).replace(/[\\"]/g, (c) => `\\${c}`)}"`,
    );
    return literal(`{${items.join(',')}}`);
  }
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') {
    const s = String(v);
    // a NUL would end the statement's text early; PostgreSQL refuses it in text anyway
    if (s.includes('\0')) throw badRequest({}, 'errors.invalidValue');
    return pg.escapeLiteral(s);
  }
  throw new TypeError(`no SQL literal for a ${typeof v}`);
}

/**
 * COPY takes no bind parameters, so each `$n` of the compiled query becomes its value's quoted
 * literal, in one pass (a value holding "$2" is not read again). A quoted literal stays of unknown
 * type until its context gives one, as a parameter does; pg.escapeLiteral doubles quotes and
 * switches to E'' when there is a backslash, whatever standard_conforming_strings says. The SQL
 * given here is the server's own (no `$n` inside its literals); only the values come from callers.
 */
export function inlineParameters(q: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  return q.sql.replace(/\$(\d+)/g, (m, n: string) => {
    const i = Number(n) - 1;
    if (i >= q.parameters.length) throw new Error(`no value for ${m}`);
    return literal(q.parameters[i]);
  });
}

/**
 * Rows end in CRLF (RFC 4180, and what domain/csv.ts csvRow writes); COPY ends them in LF. Each
 * LF outside a quoted field gets a CR before it; one inside a quoted field (a comment's line
 * break) stays as it is. Quotes toggle the state, an escaped "" toggles it twice, so chunks may
 * be cut anywhere. Only positions are searched (Buffer.indexOf), bytes are copied in blocks.
 */
export function crlfLineEnds(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const cuts: number[] = [];
    let i = 0;
    let q = chunk.indexOf(0x22);
    while (i < chunk.length) {
      if (quoted) {
        if (q < 0) break;
        quoted = false;
        i = q + 1;
        q = chunk.indexOf(0x22, i);
        continue;
      }
      const n = chunk.indexOf(0x0a, i);
      if (q >= 0 && (n < 0 || q < n)) {
        quoted = true;
        i = q + 1;
        q = chunk.indexOf(0x22, i);
        continue;
      }
      if (n < 0) break;
      cuts.push(n);
      i = n + 1;
    }
    if (cuts.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + cuts.length);
    let from = 0;
    let at = 0;
    for (const n of cuts) {
      at += chunk.copy(out, at, from, n);
      out[at++] = 0x0d;
      from = n;
    }
    chunk.copy(out, at, from);
    return out;
  };
}

/** The first chunk of a stream, or null when it ends without one; its error rejects. */
function firstChunk(s: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const settle = (f: () => void) => {
      s.off('readable', onReadable).off('end', onEnd).off('error', onError);
      f();
    };
    const onReadable = () => {
      const c = s.read() as Buffer | null;
      if (c !== null) settle(() => resolve(c));
    };
    const onEnd = () => settle(() => resolve(null));
    const onError = (err: Error) => settle(() => reject(err));
    s.on('readable', onReadable).on('end', onEnd).on('error', onError);
  });
}

export interface CsvCopy {
  /** the CSV's chunks, CRLF line ends, with the socket's backpressure; ends the COPY early when returned early */
  chunks: () => AsyncGenerator<Buffer>;
}

/**
 * Starts `COPY (<select>) TO STDOUT WITH (FORMAT csv)` on a client of `pool` and waits for its
 * first chunk (or its end), so that an error of the statement (a value the database refuses, an
 * outage) rejects here, before any byte of the answer. The client is released when the chunks
 * are all read; if the reader stops early (a client that hangs up), the connection is closed:
 * COPY TO cannot be stopped on a connection that is kept, and its backend ends with it.
 */
export async function copyCsv(pool: Pick<pg.Pool, 'connect'>, select: string): Promise<CsvCopy> {
  const client = await pool.connect();
  const copy = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv)`));
  // pg-copy-streams emits the statement's error without destroying the stream: destroying it
  // keeps the error for a reader that comes later, and a listener keeps it from being uncaught
  copy.on('error', (err) => {
    if (!copy.destroyed) copy.destroy(err);
  });
  let first: Buffer | null;
  try {
    first = await firstChunk(copy);
  } catch (err) {
    // an error PostgreSQL answered leaves the connection ready for the next query
    client.release(err instanceof pg.DatabaseError ? undefined : (err as Error));
    throw err;
  }
  const crlf = crlfLineEnds();
  async function* chunks(): AsyncGenerator<Buffer> {
    let done = false;
    try {
      if (first) {
        yield crlf(first);
        for await (const c of copy) yield crlf(c as Buffer);
      }
      done = true;
    } finally {
      if (done) client.release();
      else {
        copy.destroy();
        client.release(new Error('CSV export stopped before its end'));
        // the pool's end of the client waits for a backend that is blocked writing to it
        (client as unknown as { connection: { stream: Duplex } }).connection.stream.destroy();
      }
    }
  }
  return { chunks };
}
