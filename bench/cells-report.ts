import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CellsResult, Timing } from './cells.ts';
import { isQuick, loadResult, ROOT, type Sizes } from './env.ts';

type Cells = CellsResult & { load?: number; sizes: Sizes; at: string };

const FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:cells (written by `npm run bench -- --only=cells`) -->';
const END = '<!-- /bench:cells -->';

const n = (x: number) => x.toLocaleString('en-US');
const ok = (met: boolean) => (met ? '**met**' : '**not met**');
const three = (t: Timing) => `${t.p50} / ${t.p95} / ${t.p99}`;

/** The cells section's figures, from the last saved run. */
export function cellsSection(r: Cells | undefined, quick: boolean): string[] {
  if (!r) return ['Cells: not measured in this run.'];
  const { single, paste, statements: st } = r;
  const row = (label: string, p: Timing, f: Timing) => {
    const ratio = p.p95 / f.p95;
    return `| ${label} | ${p.n} / ${f.n} | ${three(p)} | ${three(f)} | ${ratio.toFixed(2)} ${ok(ratio <= 1.5)} | ${(p.p50 / f.p50).toFixed(2)} |`;
  };
  return [
    `### Cells: saving rows in the grid (\`POST /api/orders/cells\`, ${r.user}, a new tracking ID per row; ${n(r.sizes.orders)} orders${quick ? ', **quick mode**' : ''}; ${r.at}${r.load === undefined ? '' : `, load average ${r.load}`})`,
    '',
    '| call | calls product / floor | product p50 / p95 / p99 ms | floor p50 / p95 / p99 ms | p95 ratio (≤ 1.5) | p50 ratio |',
    '|---|---|---|---|---|---|',
    row(
      `one row, saves one after another (${single.rounds} alternating rounds of ${single.round})`,
      single.product,
      single.floor,
    ),
    row(`${paste.rows}-row paste, one call (alternating calls)`, paste.product, paste.floor),
    '',
    `Every call runs ${st.head} + ${st.perRow} per row + ${st.tail} statements on both servers (${st.head + st.perRow + st.tail} for one row, ${n(st.head + paste.rows * st.perRow + st.tail)} for ${paste.rows}). A ${paste.rows}-row paste: ${(paste.product.p50 / paste.rows).toFixed(1)} ms a row on the product, ${(paste.floor.p50 / paste.rows).toFixed(1)} on the floor (p50). With few calls, p95 and p99 are the slowest one.`,
  ];
}

/** Rewrites the cells part of docs/benchmarks.md (between its markers) from the last saved run. */
export async function writeCellsReport(quick = isQuick()): Promise<void> {
  const body = [START, '', ...cellsSection(await loadResult<Cells>('cells', quick), quick), '', END].join(
    '\n',
  );
  const doc = readFileSync(FILE, 'utf8');
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/benchmarks.md has no ${START} … ${END} block`);
  writeFileSync(FILE, doc.slice(0, a) + body + doc.slice(b + END.length));
}

if (import.meta.main) await writeCellsReport();
