import path from 'node:path';
import { precompress } from '../precompress.ts';

/** `npm run build`'s second step: brotli and gzip variants of dist/ (see precompress.ts). */
const dist = path.resolve(import.meta.dirname, '../../dist');
const t0 = performance.now();
const r = await precompress(dist);
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
console.log(
  `precompressed ${r.files} files of dist/ in ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
    `${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
);
