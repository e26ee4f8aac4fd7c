import type { FileKind } from '../../domain/storages.ts';

/** Bytes the sniffer needs at most to decide: ftyp boxes name their brand at offset 8–11. */
export const SNIFF_BYTES = 16;

const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

const bytes = (b: Uint8Array, sig: readonly number[]) =>
  b.length >= sig.length && sig.every((x, i) => b[i] === x);

// ISO-BMFF brands that are still pictures (HEIC/AVIF), not the mp4 video we accept
const STILL_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The kind of a file from its first bytes (magic numbers), or undefined when it is none we store.
 * A name or a browser-declared type is never trusted: a renamed executable starts with "MZ" or
 * "\x7fELF" and falls through here.
 */
export function sniff(head: Uint8Array): FileKind | undefined {
  if (bytes(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, '%PDF-')) return 'pdf';
  if (bytes(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 4, 'ftyp') && head.length >= 12) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return STILL_BRANDS.has(brand) || brand === 'qt  ' ? undefined : 'mp4';
  }
  return undefined;
}
