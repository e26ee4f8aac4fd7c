/**
 * Errors that mean "the database cannot be reached right now" rather than "this statement is
 * wrong": a failover, a restart, an administrator's pg_terminate_backend, a full connection table.
 * The request that meets one answers 503 (try again), like /api/health, never a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away or refusing connections (class 08 is every connection error). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);

/** pg reports a socket that closed under it with these texts only (no code). */
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  return typeof message === 'string' && PG_MESSAGES.some((m) => message.startsWith(m));
}
