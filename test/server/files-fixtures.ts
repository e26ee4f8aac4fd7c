import { randomBytes } from 'node:crypto';

/** A real 1×1 PNG (what a browser would send), and the first bytes of the other kinds we store. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pad = (head: number[] | string, size = 256) => {
  const h = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([h, randomBytes(Math.max(0, size - h.length))]);
};
export const SAMPLES = {
  jpeg: pad([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  png: PNG,
  gif: pad('GIF89a\x01\x00\x01\x00'),
  webp: pad('RIFF\x24\x00\x00\x00WEBPVP8 '),
  pdf: pad('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  mp4: pad('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41'),
  webm: pad([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
};
/** a Windows executable and a Linux one, whatever they are called */
export const EXE = pad('MZ\x90\x00\x03\x00\x00\x00\x04\x00');
export const ELF = pad('\x7fELF\x02\x01\x01\x00');

/** A multipart/form-data body, built by hand so the tests control every byte. */
export function multipart(
  parts: { field: string; filename?: string; type?: string; data: Buffer | string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----comptoir${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.field}"; filename="${p.filename}"`
      : `form-data; name="${p.field}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
