import { createHash } from 'node:crypto';

/**
 * A stable uuid for a piece of demo data ("area", "Shanghai/Pudong"): the same on every machine
 * and every run, so that demo links, tests and screenshots can name rows. Shaped as a v5 uuid.
 */
export function seedId(kind: string, key: string): string {
  const h = createHash('sha1').update(`comptoir:${kind}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** A fixed instant `days` after the demo epoch, so that "created" orders are the same everywhere. */
export function seedDate(days: number, hours = 0): Date {
  return new Date(Date.UTC(2024, 2, 1, 1 + hours) + days * 86_400_000);
}
