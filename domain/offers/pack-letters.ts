/**
 * Packs are labelled A, B, … Z, then AA, AB, … AZ, BA … ZZ, AAA, like spreadsheet columns
 * (bijective base 26), so a label never repeats and the order of labels is the order of packs.
 */
export function packLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`pack index must be >= 0, got ${index}`);
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The inverse: 'A' -> 0, 'AA' -> 26; null for anything that is not a label. */
export function packIndex(letter: string): number | null {
  if (!/^[A-Z]+$/.test(letter)) return null;
  let n = 0;
  for (const c of letter) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}
