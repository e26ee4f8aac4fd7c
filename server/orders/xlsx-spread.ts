import type { ZipRefusal } from '../files/zip-bounds.ts';
import { XLSX_TABLE_MAX } from './carrier-xlsx.ts';
import { cellsOf, referencesOf, xmlText } from './xlsx-refs.ts';

/** A tag's attributes, quoted either way, so a `>` inside a value does not end the tag early. */
const ATTRS = String.raw`((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>`;
/** A merged range, with or without a namespace prefix: exceljs's parser is not namespace-aware. */
const MERGE = new RegExp(String.raw`<(?:[\w.-]+:)?mergeCell${ATTRS}`, 'g');
const REF = /(?:^|\s)ref\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const DEFINED = new RegExp(
  String.raw`<(?:[\w.-]+:)?definedName${ATTRS}([\s\S]*?)<\/(?:[\w.-]+:)?definedName\s*>`,
  'g',
);

/** The references of the entry's merged ranges and defined names, as the XML parser hands them on. */
function referencesIn(xml: string): string[] {
  const refs: string[] = [];
  for (const [, attrs] of xml.matchAll(MERGE)) {
    const ref = REF.exec(attrs ?? '');
    if (ref) refs.push(xmlText(ref[1] ?? ref[2] ?? ''));
  }
  for (const [, , text] of xml.matchAll(DEFINED)) refs.push(...referencesOf(xmlText(text ?? '')));
  return refs;
}

/**
 * Refuses an xlsx whose merged ranges or defined names cover more cells than a table read may
 * hold, before exceljs loads it: it spreads both cell by cell (C1:XFD1048576 is 17 billion cells),
 * and its thread's heap limit was the only stop, which Node does not always reach in time: once in
 * a run the thread's overflow aborted the whole process. Every entry is read, whatever its name:
 * the name this check is given is the central directory's, while exceljs reads the local header's
 * (and takes `/xl/…` for `xl/…`), so a worksheet is known by what it holds.
 */
export function spreadTooFar(_name: string, content: Buffer): ZipRefusal | null {
  const xml = content.toString('utf8');
  if (!xml.includes('mergeCell') && !xml.includes('definedName')) return null;
  let cells = 0;
  for (const ref of referencesIn(xml)) {
    cells += cellsOf(ref);
    if (cells > XLSX_TABLE_MAX) return 'tooBig';
  }
  return null;
}
