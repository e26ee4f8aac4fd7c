import type { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';

/** The reader hung up mid-file: the producer stops; not a fault of the server. */
export class DownloadClosed extends Error {
  constructor() {
    super('download closed by the client');
  }
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** bit 3: sizes and CRC follow the data (they are not known when it starts); bit 11: UTF-8 names */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const MAX32 = 0xffffffff;

/**
 * Resolves on `event` of `queue` or when `out` closes, whichever comes first, and takes both
 * listeners off (events.once would leave the other one on `out` at every wait).
 */
function settled(queue: EventEmitter, event: string, out: EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      queue.off(event, done);
      out.off('close', done);
      resolve();
    };
    queue.on(event, done);
    out.on('close', done);
  });
}

/** MS-DOS time and date of the zip headers, from the wall clock in UTC. */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * A zip archive written while it is read: each entry deflated as it comes (sizes and CRC in a
 * data descriptor after it), the central directory at the end. `out` is the download; every
 * write waits for it and for the deflater, so a slow reader holds the producer and memory stays
 * at a few buffers whatever the archive's size. No zip64: an entry or archive past 4 GB throws.
 */
export class ZipStream {
  readonly out = new PassThrough();
  private offset = 0;
  /** bytes written so far */
  get size(): number {
    return this.offset;
  }
  private readonly done: Written[] = [];
  private readonly stamp = dosTime(new Date());
  private open = false;

  private readonly level: number;

  constructor(level: number = zlib.constants.Z_BEST_SPEED) {
    this.level = level;
  }

  /** Starts an entry; write its content with `write`, then `end` it before the next one. */
  async entry(name: string): Promise<ZipEntry> {
    if (this.open) throw new Error('zip: the previous entry is not ended');
    this.open = true;
    const n = Buffer.from(name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(LOCAL, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(FLAGS, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    h.writeUInt16LE(n.length, 26);
    const offset = this.offset;
    await this.raw(Buffer.concat([h, n]));
    return new ZipEntry(this, n, offset, this.level);
  }

  /** Writes bytes as they are (headers, deflated data) and waits while the reader is behind. */
  async raw(b: Buffer): Promise<void> {
    if (!this.push(b)) await this.drained(this.out);
  }

  /** Writes bytes without waiting; false when the reader is behind. */
  push(b: Buffer): boolean {
    this.offset += b.length;
    return this.out.write(b);
  }

  /** Waits for `queue` to drain; a reader that hung up ends the wait with DownloadClosed. */
  async drained(queue: EventEmitter): Promise<void> {
    if (this.out.destroyed) throw new DownloadClosed();
    await settled(queue, 'drain', this.out);
    if (this.out.destroyed) throw new DownloadClosed();
  }

  /** called by an entry once its data and descriptor are out */
  ended(w: Written): void {
    this.done.push(w);
    this.open = false;
  }

  /** Writes the central directory and ends the download. */
  async end(): Promise<void> {
    if (this.open) throw new Error('zip: the last entry is not ended');
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const w of this.done) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(CENTRAL, 0);
      c.writeUInt16LE(VERSION, 4);
      c.writeUInt16LE(VERSION, 6);
      c.writeUInt16LE(FLAGS, 8);
      c.writeUInt16LE(DEFLATE, 10);
      c.writeUInt16LE(this.stamp.time, 12);
      c.writeUInt16LE(this.stamp.date, 14);
      c.writeUInt32LE(w.crc, 16);
      c.writeUInt32LE(w.compressed, 20);
      c.writeUInt32LE(w.size, 24);
      c.writeUInt16LE(w.name.length, 28);
      c.writeUInt32LE(w.offset, 42);
      parts.push(c, w.name);
    }
    const directory = Buffer.concat(parts);
    const e = Buffer.alloc(22);
    e.writeUInt32LE(END, 0);
    e.writeUInt16LE(this.done.length, 8);
    e.writeUInt16LE(this.done.length, 10);
    e.writeUInt32LE(directory.length, 12);
    e.writeUInt32LE(start, 16);
    await this.raw(Buffer.concat([directory, e]));
    this.out.end();
  }
}

/** One entry of a ZipStream: text in, deflated bytes out to the download. */
export class ZipEntry {
  private readonly deflate: zlib.DeflateRaw;
  private crc = 0;
  private size = 0;
  private compressed = 0;
  private readonly zip: ZipStream;
  private readonly name: Buffer;
  private readonly offset: number;

  constructor(zip: ZipStream, name: Buffer, offset: number, level: number) {
    this.zip = zip;
    this.name = name;
    this.offset = offset;
    // deflating runs on libuv's thread pool: the event loop builds the next rows meanwhile
    this.deflate = zlib.createDeflateRaw({ level, chunkSize: 64 * 1024 });
    const stop = () => this.deflate.destroy();
    zip.out.once('close', stop);
    this.deflate.once('end', () => zip.out.off('close', stop));
    let paused = false;
    this.deflate.on('data', (chunk: Buffer) => {
      this.compressed += chunk.length;
      if (zip.out.destroyed) return;
      // the download's backpressure stops the deflater, whose full input then stops `write`
      if (!zip.push(chunk) && !paused) {
        paused = true;
        this.deflate.pause();
        zip.out.once('drain', () => {
          paused = false;
          this.deflate.resume();
        });
      }
    });
  }

  async write(text: string | Buffer): Promise<void> {
    const b = typeof text === 'string' ? Buffer.from(text) : text;
    if (b.length === 0) return;
    this.crc = zlib.crc32(b, this.crc);
    this.size += b.length;
    if (this.size > MAX32) throw new Error('zip: entry over 4 GB');
    if (!this.deflate.write(b)) await this.zip.drained(this.deflate);
  }

  async end(): Promise<void> {
    this.deflate.end();
    await settled(this.deflate, 'end', this.zip.out);
    if (this.zip.out.destroyed) throw new DownloadClosed();
    if (this.zip.size > MAX32) throw new Error('zip: archive over 4 GB');
    const d = Buffer.alloc(16);
    d.writeUInt32LE(DESCRIPTOR, 0);
    d.writeUInt32LE(this.crc, 4);
    d.writeUInt32LE(this.compressed, 8);
    d.writeUInt32LE(this.size, 12);
    await this.zip.raw(d);
    this.zip.ended({
      name: this.name,
      crc: this.crc,
      compressed: this.compressed,
      size: this.size,
      offset: this.offset,
    });
  }
}
