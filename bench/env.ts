import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../server/db/embedded.ts';

/**
 * Where the bench keeps its cluster, results and builds, and the sizes of a run. Every bench file
 * runs alone (`node bench/lists.ts --quick`) or under run.ts; they share these settings.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
export const BENCH_DIR = process.env.BENCH_DIR || '/tmp/comptoir-bench';
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/**
 * ports of this harness: HTTP 3500-3599, PostgreSQL 54700-54799; BENCH_PORT_OFFSET moves them all,
 * so two benches (two work trees on one machine) do not meet
 */
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const PORTS = {
  pg: 54700 + OFFSET,
  startPg: 54701 + OFFSET,
  app: 3501 + OFFSET,
  floor: 3502 + OFFSET,
  bareWs: 3503 + OFFSET,
  start: 3504 + OFFSET,
  saleWs: 3505 + OFFSET,
  /** the second instance of the two-instance fan-out, and of its floor */
  app2: 3506 + OFFSET,
  saleWs2: 3507 + OFFSET,
  offerFiles: 3591 + OFFSET,
  pdfHttp: 3592 + OFFSET,
};

/**
 * The product server's environment in a bench: long-lived tokens and no API rate limit (the limit
 * would answer the load with 429s: a bench measures the call, not the limit), quiet logs.
 */
export const benchAppEnv = (url: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: url,
  PORT: String(PORTS.app),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ACCESS_TTL: '7200',
  RATE_LIMIT_USER: '0',
  RATE_LIMIT_ADDRESS: '0',
  ...extra,
});

export interface Sizes {
  orders: number;
  offers: number;
  customers: number;
  products: number;
  /** the history the offers, products, customers and vouchers are spread over, up to today */
  years: number;
}

export const FULL: Sizes = {
  orders: 1_000_000,
  offers: 5_000,
  customers: 100_000,
  products: 20_000,
  years: 3,
};
export const QUICK: Sizes = { orders: 50_000, offers: 500, customers: 10_000, products: 1_000, years: 3 };
/**
 * Five years of selling every day: ten times the default's orders, on five times its offers (each
 * twice as busy) and three times its customers; the catalogue is the same size.
 */
export const TEN_MILLION: Sizes = {
  orders: 10_000_000,
  offers: 25_000,
  customers: 300_000,
  products: 20_000,
  years: 5,
};

export function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = args[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : (args[i + 1] ?? '');
}

export const isQuick = (): boolean => process.argv.includes('--quick');

/** Days of a set's history (365 a year; the default's three years are 1095 days). */
export const historyDays = (s: Sizes): number => 365 * s.years;

/** A preset by name: `--scale=10m` (or `--ten-million`) is TEN_MILLION. */
function preset(): Sizes {
  const scale = flag('scale');
  if (scale === '10m' || process.argv.includes('--ten-million')) return TEN_MILLION;
  if (scale !== undefined && scale !== '1m') throw new Error('--scale must be 1m or 10m');
  return isQuick() ? QUICK : FULL;
}

/**
 * Sizes from the command line: --quick or --scale=1m|10m, then --orders=N --offers=N
 * --customers=N --products=N --years=N.
 */
export function sizes(): Sizes {
  const base = preset();
  const num = (k: keyof Sizes) => {
    const v = flag(k);
    const n = v === undefined ? base[k] : Number(v);
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${k} must be a positive integer`);
    return n;
  };
  return {
    orders: num('orders'),
    offers: num('offers'),
    customers: num('customers'),
    products: num('products'),
    years: num('years'),
  };
}

/** `--big-offer=N`: one more offer holding N orders (the recap and packing-list benches); 0 = none. */
export function bigOfferSize(): number {
  const n = Number(flag('big-offer') ?? 0);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('--big-offer must be a whole number');
  return n;
}

/** Seconds of each autocannon run (≥ 20 by the issue; --quick shortens it to make the harness work). */
export const runSeconds = (): number => Number(flag('duration') ?? (isQuick() ? 5 : 20));

/** one database per size set; three years (the first sets' span) is left out of the name */
export const dbName = (s: Sizes): string =>
  `bench_${s.orders}_${s.offers}_${s.customers}_${s.products}${s.years === 3 ? '' : `_${s.years}y`}`;

export interface BenchDb {
  url: string;
  /** the maintenance database, to drop and recreate the bench one; absent with DATABASE_URL */
  adminUrl?: string;
  stop: () => Promise<void>;
}

let embedded: Promise<BenchDb> | undefined;

/**
 * The bench database: DATABASE_URL when set, else an embedded cluster under BENCH_DIR with one
 * database per size set, so a quick and a full set live side by side. fsync is off: the bench
 * writes a million rows once and only reads afterwards.
 */
export function benchDatabase(s: Sizes): Promise<BenchDb> {
  if (process.env.DATABASE_URL) {
    return Promise.resolve({ url: process.env.DATABASE_URL, stop: async () => undefined });
  }
  embedded ??= startEmbedded({
    dataDir: path.join(BENCH_DIR, 'cluster'),
    port: PORTS.pg,
    database: dbName(s),
    fast: true,
    log: (m) => process.stderr.write(`${m}\n`),
  });
  return embedded;
}

export async function saveResult(name: string, data: unknown): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}${isQuick() ? '.quick' : ''}.json`);
  // the 1-minute load average when the result was taken: this machine is shared, figures move with it
  const load = Number(os.loadavg()[0]?.toFixed(1));
  const at = new Date().toISOString();
  await writeFile(file, `${JSON.stringify({ at, load, ...(data as object) }, null, 2)}\n`);
  process.stderr.write(`[bench] wrote ${file}\n`);
}

export async function loadResult<T>(name: string, quick: boolean): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path.join(RESULTS_DIR, `${name}${quick ? '.quick' : ''}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

export const log = (m: string): void => {
  process.stderr.write(`[bench] ${m}\n`);
};
