/**
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost): a console served over
 * plain HTTP on an office address would fail on the first new row of a form or the first
 * Idempotency-Key. `getRandomValues` has no such limit; the ids it makes are the same RFC 4122
 * version 4 ids.
 */
type Fill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function uuidV4(random: Fill = (b) => crypto.getRandomValues(b)): string {
  const b = random(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Gives `crypto.randomUUID` to a page served over plain HTTP. */
export function ensureRandomUuid(c: Crypto = crypto): void {
  if (typeof c.randomUUID === 'function') return;
  Object.defineProperty(c, 'randomUUID', {
    value: () => uuidV4((b) => c.getRandomValues(b)),
    configurable: true,
  });
}
