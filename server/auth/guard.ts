import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_RULES, allows, ruleFor } from '../../domain/permissions.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { AuthUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the guard on every non-public /api route */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** every registered `METHOD /api/...` route, for the permission walk test */
    apiRoutes: string[];
  }
}

/** The bearer token of a request, if it carries one. */
export const bearerOf = (request: FastifyRequest): string | undefined =>
  request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | undefined>>();
/**
 * The live session a request's token belongs to, looked up once per request: the rate limit
 * (which must know whether the token is good before it picks a bucket) and the guard share it.
 */
export function sessionOf(
  request: FastifyRequest,
  authenticate: (token: string) => Promise<AuthUser | undefined>,
): Promise<AuthUser | undefined> {
  let found = resolved.get(request);
  if (!found) {
    const token = bearerOf(request);
    found = token ? authenticate(token) : Promise.resolve(undefined);
    resolved.set(request, found);
  }
  return found;
}

const isApi = (url: string | undefined): url is string => url === '/api' || !!url?.startsWith('/api/');

/**
 * The one gate of the API, driven by domain/permissions.ts. Any /api route without a declared
 * rule stops the server at boot (and would be refused at run time): a forgotten rule can never
 * mean "open". It runs on onRequest, before the body is read, so a refused caller costs nothing.
 */
export function installGuard(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthUser | undefined>,
  opts: { allDeclaredServed?: boolean } = {},
): void {
  app.decorateRequest('user', null);
  app.decorate('apiRoutes', [] as string[]);
  const missing: string[] = [];

  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) return;
    for (const method of [route.method].flat()) {
      // HEAD routes are Fastify's automatic twins of GET routes and follow the GET rule
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      app.apiRoutes.push(key);
      if (!ruleFor(method, route.url)) missing.push(key);
    }
  });

  app.addHook('onReady', async () => {
    if (missing.length) {
      throw new Error(
        `API routes without a permission rule in domain/<entity>/resource.ts: ${missing.join(', ')}`,
      );
    }
    if (!opts.allDeclaredServed) return;
    // the other way round: a declared operation that nothing serves is a stale or forgotten route
    const served = new Set(app.apiRoutes);
    const unserved = Object.keys(API_RULES).filter((k) => !served.has(k));
    if (unserved.length) throw new Error(`Declared API operations without a route: ${unserved.join(', ')}`);
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!isApi(url)) return;
    const rule = ruleFor(request.method === 'HEAD' ? 'GET' : request.method, url);
    if (!rule) throw forbidden();
    if (rule.access === 'public') return;
    if (!bearerOf(request)) throw unauthorized('errors.missingToken');
    const user = await sessionOf(request, authenticate);
    if (!user) throw unauthorized('errors.sessionExpired');
    request.user = user;
    if (!allows(rule, user.role)) throw forbidden();
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('errors.missingToken');
  return request.user;
}
