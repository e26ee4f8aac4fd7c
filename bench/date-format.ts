import { DateTime } from 'luxon';
import { formatDateTime } from '../domain/dates.ts';

/**
 * `node bench/date-format.ts [--count=100000]`: the cost of writing instants as grid cells do
 * ('YYYY-MM-DD HH:mm' in the business zone, from the API's ISO UTC strings): domain/dates.ts
 * (luxon), luxon with the zone given at parse, and the floor, one cached Intl.DateTimeFormat.
 * Prints microseconds per cell, best of five rounds; a quick check, not part of `npm run bench`
 * (figures in docs/domain.md, "Dates").
 */
const countArg = process.argv.find((a) => a.startsWith('--count='));
const COUNT = countArg ? Number(countArg.slice('--count='.length)) : 100_000;
const ZONE = 'Asia/Shanghai';
// Swedish writes 'YYYY-MM-DD HH:mm'
const INTL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const start = Date.UTC(2020, 0, 1);
const isos = Array.from({ length: COUNT }, (_, i) => new Date(start + i * 7_919_000).toISOString());

const ways: Record<string, (iso: string) => string> = {
  'domain/dates.ts formatDateTime': formatDateTime,
  'luxon fromISO(zone).toFormat': (iso) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm'),
  'Intl.DateTimeFormat (floor)': (iso) => INTL.format(Date.parse(iso)),
};

for (const [name, format] of Object.entries(ways)) {
  let best = Number.POSITIVE_INFINITY;
  let sink = 0;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (const iso of isos) sink += format(iso).length;
    best = Math.min(best, performance.now() - t0);
  }
  if (sink === 0) throw new Error('nothing formatted');
  console.log(
    `${name.padEnd(34)} ${((best * 1000) / COUNT).toFixed(2)} µs/cell  (${best.toFixed(0)} ms for ${COUNT})`,
  );
}
