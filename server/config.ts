import { existsSync } from 'node:fs';
import path from 'node:path';
import { wantsDemoData } from './db/seed/index.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';

/**
 * Environment configuration of the server, read once. Every knob has a default that works on a
 * developer machine; docs/architecture.md lists them.
 */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  pgPort: number;
  databaseUrl: string | undefined;
  /** a streaming replica for lists, exports and analytics, and how far behind it may be read */
  databaseReadUrl: string | undefined;
  readMaxLagSeconds: number;
  /** signing secret for access tokens; when unset the one stored in the database is used */
  secret: string | undefined;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  trustProxy: TrustProxy;
  logLevel: string;
  /** load demo data: see wantsDemoData (embedded database yes, DATABASE_URL only with SEED=1) */
  seed: boolean;
  /** seconds between two sweeps of unreferenced files */
  filesSweepSeconds: number;
  /** seconds an unreferenced file is kept */
  filesGraceSeconds: number;
  /** how long in-flight requests and live streams get to finish on SIGTERM before they are cut */
  shutdownGraceMs: number;
  /** API requests per minute and user, and per client address; 0 turns the limit off */
  rateLimit: { perUser: number; perAddress: number; connections: number };
}

function int(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

/**
 * Loads `.env` from the working directory when there is one (`npm start` and the operator's
 * commands; see .env.example). Variables already in the environment win over the file.
 */
export function loadDotEnv(dir = process.cwd()): void {
  const file = path.join(dir, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export function readConfig(): ServerConfig {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  return {
    port: int('PORT', 3000, 0),
    host: process.env.HOST || '0.0.0.0',
    dataDir: process.env.DATA_DIR || './data',
    pgPort: int('PG_PORT', 54329),
    databaseUrl,
    databaseReadUrl: process.env.DATABASE_READ_URL || undefined,
    readMaxLagSeconds: int('DATABASE_READ_MAX_LAG', 10, 0),
    secret: process.env.COMPTOIR_SECRET || undefined,
    accessTtlSeconds: int('ACCESS_TTL', 15 * 60),
    refreshTtlSeconds: int('REFRESH_TTL', 7 * 24 * 3600),
    refreshReuseGraceSeconds: int('REFRESH_REUSE_GRACE', 20, 0),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    logLevel: process.env.LOG_LEVEL || 'info',
    seed: wantsDemoData(process.env.SEED, databaseUrl !== undefined),
    shutdownGraceMs: int('SHUTDOWN_GRACE', 10, 0) * 1000,
    rateLimit: {
      perUser: int('RATE_LIMIT_USER', 600, 0),
      perAddress: int('RATE_LIMIT_ADDRESS', 3000, 0),
      connections: int('RATE_LIMIT_POOL_MAX', 3, 1),
    },
    filesSweepSeconds: int('FILES_SWEEP_INTERVAL', 3600),
    filesGraceSeconds: int('FILES_GRACE', 24 * 3600, 0),
  };
}
