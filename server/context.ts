import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { HashGate } from './auth/hash-gate.ts';
import type { AuthSettings, AuthUser } from './auth/sessions.ts';
import type { Database } from './db/types.ts';
import type { FileStore } from './storage/store.ts';

/**
 * What an area's routes get: the app to register on, the database, and the auth helpers.
 * Areas export `(ctx: AppContext) => void | Promise<void>` and are listed in routes.ts.
 */
export interface AppContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  pool: pg.Pool;
  /** an unpooled client (LISTEN/NOTIFY needs a dedicated connection) */
  newClient: () => pg.Client;
  auth: AuthSettings;
  /** resolves a bearer token (e.g. sent over the live socket) to its user */
  authenticate: (token: string) => Promise<AuthUser | undefined>;
  /** the caller of a guarded route; throws 401 on a public route without a session */
  user: (request: FastifyRequest) => AuthUser;
  /** the bound on this process's concurrent password hashes (auth/hash-gate.ts) */
  hashGate: HashGate;
  /** where uploaded files' bytes live (docs/files.md) */
  store: FileStore;
}

export type AreaRoutes = (ctx: AppContext) => void | Promise<void>;
