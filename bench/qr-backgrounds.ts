/**
 * Draws the QR card backgrounds of public/qr-backgrounds/ (one per community id, and a default):
 * a diagonal gradient between two colours of the community, with two soft circles. Run once
 * with `node bench/qr-backgrounds.ts`; the images are committed.
 */
import { writeFileSync } from 'node:fs';
import { COMMUNITY_IDS } from '../domain/communities.ts';
import { png } from '../server/db/seed/png.ts';

type RGB = [number, number, number];
const SIZE = 240;
const COLOURS: [string, RGB, RGB][] = [
  [COMMUNITY_IDS.kitchen, [244, 162, 89], [188, 75, 81]],
  [COMMUNITY_IDS.garden, [140, 179, 105], [61, 124, 71]],
  [COMMUNITY_IDS.farm, [244, 226, 133], [176, 141, 87]],
  [COMMUNITY_IDS.cellar, [123, 45, 69], [46, 26, 43]],
  [COMMUNITY_IDS.petCorner, [91, 142, 125], [42, 77, 105]],
  ['default', [211, 216, 222], [95, 107, 124]],
];

for (const [id, a, b] of COLOURS) {
  const bytes = png(SIZE, SIZE, (x, y) => {
    const k = (x + y) / (2 * SIZE);
    const c = a.map((v, i) => Math.round(v + (b[i]! - v) * k)) as RGB;
    const inCircle = Math.hypot(x - 40, y - 40) < 50 || Math.hypot(x - 210, y - 200) < 60;
    return inCircle ? (c.map((v) => Math.round(v + (255 - v) * 0.18)) as RGB) : c;
  });
  writeFileSync(`public/qr-backgrounds/${id}.png`, bytes);
}
