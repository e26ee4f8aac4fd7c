import { parentPort, workerData } from 'node:worker_threads';
import { readWorkbook, TOO_BIG } from './carrier-xlsx.ts';

/**
 * The thread of one xlsx read (carrier-read.ts): its rows, `tooBig` when they hold more than a
 * file of its budget does, or `unreadable` when exceljs cannot read it.
 */
readWorkbook(workerData as Uint8Array).then(
  (table) =>
    parentPort?.postMessage(table === TOO_BIG ? { tooBig: true } : table ? { table } : { unreadable: true }),
  () => parentPort?.postMessage({ unreadable: true }),
);
