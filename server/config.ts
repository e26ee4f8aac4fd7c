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
  /** signing secret for access tokens; when unset the one stored in the database is used */
  secret: string | undefined;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  seed: boolean;
}

function int(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

export function readConfig(): ServerConfig {
  return {
    port: int('PORT', 3000, 0),
    host: process.env.HOST || '0.0.0.0',
    dataDir: process.env.DATA_DIR || './data',
    pgPort: int('PG_PORT', 54329),
    databaseUrl: process.env.DATABASE_URL || undefined,
    secret: process.env.COMPTOIR_SECRET || undefined,
    accessTtlSeconds: int('ACCESS_TTL', 15 * 60),
    refreshTtlSeconds: int('REFRESH_TTL', 7 * 24 * 3600),
    refreshReuseGraceSeconds: int('REFRESH_REUSE_GRACE', 20, 0),
    trustProxy: bool('TRUST_PROXY', false),
    logLevel: process.env.LOG_LEVEL || 'info',
    seed: bool('SEED', true),
  };
}
