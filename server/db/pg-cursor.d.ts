// pg-cursor ships no types; this is the part of its API the CSV export uses (promise form of read).
declare module 'pg-cursor' {
  import type { Submittable } from 'pg';
  export default class Cursor<R = unknown[]> implements Submittable {
    constructor(text: string, values?: unknown[], config?: { rowMode?: 'array' });
    submit: Submittable['submit'];
    read(rows: number): Promise<R[]>;
    close(): Promise<void>;
  }
}
