import { Worker } from 'node:worker_threads';
import type { DocumentJob } from './jobs.ts';

/**
 * PDFs are rendered on a thread of their own. react-pdf lays out on the thread that calls it: on
 * the server's, a 200-line order held every other request for half a second and a packing list of
 * a busy day for seconds, live events included. One thread, started at the first document and
 * kept: the machine's second core renders while the first serves; jobs queue in order.
 */
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./pdf-worker.ts', import.meta.url));
  w.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.bytes) p.resolve(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength));
    else p.reject(new Error(`PDF rendering failed: ${m.error}`));
    if (pending.size === 0) w.unref();
  });
  // a thread that dies fails its jobs; the next document starts a new one
  const lost = (err: Error) => {
    if (worker === w) worker = null;
    failAll(err);
  };
  w.on('error', lost);
  w.on('exit', (code) => lost(new Error(`PDF thread exited (${code})`)));
  w.unref();
  worker = w;
  return w;
}

/** Renders a document on the PDF thread; the server's own thread stays free meanwhile. */
export function renderDocument(job: DocumentJob): Promise<Buffer> {
  const w = thread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // an idle thread does not keep the process alive; one with work does
    w.ref();
    w.postMessage({ id, job });
  });
}

/** Ends the thread (the server's shutdown). */
export async function stopPdfThread(): Promise<void> {
  const w = worker;
  worker = null;
  failAll(new Error('server stopping'));
  await w?.terminate();
}
