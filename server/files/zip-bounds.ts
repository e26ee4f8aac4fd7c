import { inflateRawSync } from 'node:zlib';

/**
 * Why a zip (an xlsx) is refused before a library unpacks it in memory: `damaged` (not a zip we
 * can walk: cut short, ZIP64, an unknown compression) or `tooBig` (it unpacks past the budget,
 * a "zip bomb": 2 MB of deflate can hold 2 GB).
 */
export type ZipRefusal = 'damaged' | 'tooBig';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 2000;

/** Reads an entry once it is unpacked: a refusal when what it holds is too much to hand on. */
export type EntryCheck = (name: string, content: Buffer) => ZipRefusal | null;

/**
 * Walks the central directory and inflates every entry with a hard cap on the output, so the sizes
 * are the real ones, not what the directory claims. Null when the whole archive unpacks within
 * `budget` bytes and `check` refuses none of its entries.
 */
export function zipRefusal(zip: Buffer, budget: number, check?: EntryCheck): ZipRefusal | null {
  try {
    const end = findEnd(zip);
    if (end < 0) return 'damaged';
    const count = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    if (count > MAX_ENTRIES || !readAsWalked(zip, end)) return 'damaged';
    let left = budget;
    for (let n = 0; n < count; n++) {
      if (zip.readUInt32LE(at) !== CENTRAL) return 'damaged';
      const method = zip.readUInt16LE(at + 10);
      const packed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      const next =
        at + 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (zip.readUInt32LE(local) !== LOCAL) return 'damaged';
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      if (start + packed > zip.length) return 'damaged';
      const data = zip.subarray(start, start + packed);
      let content: Buffer;
      if (method === 0) content = data;
      else if (method === 8) content = inflateRawSync(data, { maxOutputLength: left + 1 });
      else return 'damaged';
      left -= content.length;
      if (left < 0) return 'tooBig';
      const refused = check?.(zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28)), content);
      if (refused) return refused;
      at = next;
    }
    return null;
  } catch (err) {
    // zlib's cap: the entry unpacks past what is left of the budget
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'tooBig';
    return 'damaged';
  }
}

/**
 * The archive JSZip (exceljs's reader) reads is the one walked here: its central directory ends
 * where the end record begins, and no field asks for ZIP64. Otherwise JSZip takes the bytes
 * before the directory for a prefix and shifts every offset, or looks for a ZIP64 record: it
 * then reads another archive than the one whose sizes and ranges were checked.
 */
function readAsWalked(zip: Buffer, end: number): boolean {
  const shorts = [4, 6, 8, 10].map((o) => zip.readUInt16LE(end + o));
  const size = zip.readUInt32LE(end + 12);
  const at = zip.readUInt32LE(end + 16);
  return !shorts.includes(0xffff) && at + size === end;
}

/** The end-of-central-directory record, searched from the end (a comment may follow it). */
function findEnd(zip: Buffer): number {
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= stop; i--) if (zip.readUInt32LE(i) === EOCD) return i;
  return -1;
}
