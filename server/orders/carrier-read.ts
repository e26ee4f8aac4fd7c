import { Worker } from 'node:worker_threads';
import { badRequest, HttpError } from '../errors.ts';
import { zipRefusal } from '../files/zip-bounds.ts';
import { WorkGate } from '../http/work-gate.ts';
import { hasControl, parseDelimited } from './carrier-text.ts';
import { spreadTooFar } from './xlsx-spread.ts';

/** A cell as the import reads it: text, a number as the sheet holds it, or nothing. */
export type Cell = string | number | null;
/** A row that has something in it, with its line in the file (1-based, as Excel numbers rows). */
export interface FileRow {
  line: number;
  cells: Cell[];
}
export interface CarrierTable {
  /** the sheets' rows, in order; a CSV is one sheet without a name */
  sheets: { name?: string; rows: FileRow[] }[];
}

/** An xlsx of a few thousand lines unpacks to a few MB; past this it is not a carrier's file. */
const XLSX_UNPACKED_MAX = 10 * 1024 * 1024;

const unreadable = () =>
  badRequest({ file: 'carrierImport.errors.unreadable' }, 'carrierImport.errors.unreadable');
const unpacksTooBig = () =>
  new HttpError('payload_too_large', 'carrierImport.errors.unpacksTooBig', {
    details: { maxBytes: XLSX_UNPACKED_MAX },
  });
const notSpreadsheet = (message = 'carrierImport.errors.wrongType') =>
  new HttpError('unsupported_media_type', message, { details: { accepted: ['xlsx', 'csv'] } });

const starts = (b: Buffer, sig: readonly number[]) =>
  b.length >= sig.length && sig.every((x, i) => b[i] === x);

/**
 * The file's rows, whatever it is named: the bytes say what it is. A zip is an xlsx, an OLE2
 * file the old .xls (415: saved again as xlsx it reads), anything else must be text (UTF-8 with or
 * without BOM, UTF-16 with BOM, or GB18030/GBK as Chinese Excel saves CSV) without control bytes.
 */
export async function readCarrierFile(bytes: Buffer): Promise<CarrierTable> {
  if (bytes.length === 0)
    throw badRequest({ file: 'carrierImport.errors.empty' }, 'carrierImport.errors.empty');
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return readXlsx(bytes);
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    throw notSpreadsheet('carrierImport.errors.oldExcel');
  const text = decodeText(bytes);
  if (text === undefined) throw notSpreadsheet();
  return { sheets: [{ rows: parseDelimited(text) }] };
}

function decodeText(bytes: Buffer): string | undefined {
  const attempts: [string, Buffer][] = starts(bytes, [0xef, 0xbb, 0xbf])
    ? [['utf-8', bytes.subarray(3)]]
    : starts(bytes, [0xff, 0xfe])
      ? [['utf-16le', bytes.subarray(2)]]
      : starts(bytes, [0xfe, 0xff])
        ? [['utf-16be', bytes.subarray(2)]]
        : [
            ['utf-8', bytes],
            ['gb18030', bytes],
          ];
  for (const [encoding, body] of attempts) {
    try {
      const text = new TextDecoder(encoding, { fatal: true }).decode(body);
      return hasControl(text) ? undefined : text;
    } catch {
      // not this encoding: the next one, or not text at all
    }
  }
  return undefined;
}

/** What one xlsx read may take before it is given up: a carrier's file of 1000 lines takes well under a second. */
const XLSX_READ_MS = 10_000;
const XLSX_READ_HEAP_MB = 512;

/**
 * The xlsx reads of this process: a thread each, so a burst of uploads (a dozen hostile workbooks
 * at once) would share the cores among that many threads, each until its deadline, and slow every
 * request. Two run, two wait, the rest are told to try again (a carrier's file reads in well under
 * a second, so a member meets this only during such a burst).
 */
const xlsxReads = new WorkGate({ running: 2, waiting: 2 });
const readsBusy = () =>
  new HttpError('unavailable', 'carrierImport.errors.busy', { headers: { 'retry-after': '10' } });

/**
 * The xlsx's rows, read on a thread of its own, given up past a deadline or a heap: exceljs
 * spreads a merged range or a defined name cell by cell, and a few bytes can name the whole sheet
 * (C1:XFD1048576, 17 billion cells). On the server's thread that held every request of every
 * member for hours; here it is a 413, as for an archive that unpacks too big.
 */
async function readXlsx(bytes: Buffer): Promise<CarrierTable> {
  const refusal = zipRefusal(bytes, XLSX_UNPACKED_MAX, spreadTooFar);
  if (refusal === 'tooBig') throw unpacksTooBig();
  if (refusal) throw unreadable();
  const read = xlsxReads.tryRun(() => readOnThread(bytes));
  if (!read) throw readsBusy();
  const answer = await read;
  if (!answer || answer.tooBig) throw unpacksTooBig();
  if (!answer.table) throw unreadable();
  return answer.table;
}

/** What the read's thread answers (carrier-xlsx-worker.ts). */
type ThreadAnswer = { table?: CarrierTable; unreadable?: true; tooBig?: true };

/** One read on its own thread: its answer, or undefined when the thread ran out of time or heap. */
function readOnThread(bytes: Buffer): Promise<ThreadAnswer | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./carrier-xlsx-worker.ts', import.meta.url), {
      workerData: new Uint8Array(bytes),
      resourceLimits: { maxOldGenerationSizeMb: XLSX_READ_HEAP_MB },
    });
    const deadline = setTimeout(() => void worker.terminate(), XLSX_READ_MS);
    worker.once('message', (m: ThreadAnswer) => {
      clearTimeout(deadline);
      resolve(m);
      void worker.terminate();
    });
    // out of heap, or terminated at the deadline: no answer
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      clearTimeout(deadline);
      resolve(undefined);
    });
  });
}
