import { parentPort } from 'node:worker_threads';
import { type DocumentJob, documentOf } from './jobs.ts';
import { renderPdf } from './pdf.ts';

/** The rendering thread of pdf-thread.ts: one job at a time, answered by its id. */
parentPort?.on('message', async ({ id, job }: { id: number; job: DocumentJob }) => {
  try {
    // a copy of its own: renderPdf's Buffer may sit in Node's shared pool, which cannot be moved
    const bytes = new Uint8Array(await renderPdf(documentOf(job)));
    parentPort?.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
