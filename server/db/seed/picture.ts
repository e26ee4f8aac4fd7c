import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A small generated PNG for demo pictures: a diagonal gradient between two colours with a few
 * stripes, deterministic for a given key, so the demo shows real pictures without shipping any.
 */
export function demoPicture(key: string, width = 375, height = 256): Buffer {
  const h = createHash('sha1').update(key).digest();
  const a = [h[0]!, h[1]!, h[2]!];
  const b = [h[3]!, h[4]!, h[5]!];
  const stripe = 12 + (h[6]! % 24);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      const light = Math.floor((x + y) / stripe) % 2 === 0 ? 1 : 0.88;
      for (let c = 0; c < 3; c++)
        raw[row + 1 + x * 3 + c] = Math.round((a[c]! * (1 - t) + b[c]! * t) * light);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
