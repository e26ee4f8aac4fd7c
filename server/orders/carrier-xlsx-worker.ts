import { parentPort, workerData } from 'node:worker_threads';
import { readWorkbook } from './carrier-xlsx.ts';

/** The thread of one xlsx read (carrier-read.ts): its rows, or `unreadable` when exceljs cannot read it. */
readWorkbook(workerData as Uint8Array).then(
  (table) => parentPort?.postMessage(table ? { table } : { unreadable: true }),
  () => parentPort?.postMessage({ unreadable: true }),
);
