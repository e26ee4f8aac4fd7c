import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../domain/resource.ts';
import { requireUser } from '../auth/guard.ts';
import { assertInScope, scopeCommunities } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { idParam, queryOf } from '../errors.ts';
import type { CommunityScope } from '../lists/runner.ts';
import { BEFORE_PARSE, OWN_BODY, parseBody } from './body.ts';

/** the path's record ids (`:id`, `:userId`), uuids all: `:entity` of the history is a name */
const ID_PARAM = /:(\w*[iI]d)\b/g;

/** What a scoped operation's handler is given: the caller's communities and the named-row check. */
export interface Scope {
  /** null: every community (admin, super-admin) */
  communities: CommunityScope;
  /** 403 `errors.outOfScope` unless the row's community is the caller's */
  assert: (communityId: string | null | undefined) => void;
}

type Plain = (request: FastifyRequest, reply: FastifyReply) => unknown;
type Scoped = { scoped: (request: FastifyRequest, reply: FastifyReply, scope: Scope) => unknown };
/** A route registered elsewhere with the declared path (the live socket's plugin). */
type External = { external: string };
export type OpHandler = Plain | Scoped | External;

/** Marks a handler that keeps to the caller's communities; scoped operations accept only these. */
/** Reads a named row as the caller may (404, 403), for calls about a record (its history). */
export type RecordCheck = (request: FastifyRequest, id: string) => Promise<unknown>;
export const RECORD_CHECK = Symbol('record check');
/**
 * What a caller is shown of a record's audit snapshot, for records whose reading cuts fields by
 * caller (a customer's groups of other communities): the history shows no more than the record.
 */
export type RecordPresent = (caller: AuthUser, snapshot: Record<string, unknown>) => Record<string, unknown>;
export const RECORD_PRESENT = Symbol('record present');

declare module 'fastify' {
  interface FastifyInstance {
    /** per resource key: its read operation and the check of a named row (readHandler) */
    records: Map<string, { resource: ResourceDef; check: RecordCheck; present?: RecordPresent }>;
  }
}

export const scoped = (fn: Scoped['scoped']): Scoped => ({ scoped: fn });
export const external = (where: string): External => ({ external: where });

export function scopeOf(request: FastifyRequest): Scope {
  return scopeOfUser(requireUser(request));
}

/** The communities a member reaches, for a write made outside a request's handler (a cells row). */
export function scopeOfUser(user: AuthUser): Scope {
  return {
    communities: scopeCommunities(user),
    assert: (communityId) => assertInScope(user, communityId),
  };
}

/**
 * Beside a resource's handlers: each answer of its every operation, an error's included, as this
 * caller is shown it (the records naming a member hidden from him: server/users/shown-actor.ts).
 */
export const ANSWER = Symbol('answer');
export type AnswerHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;

/**
 * What a call open to anyone (sign-in, sign-out) may send: a few hundred bytes are a sign-in.
 * Every other call checks the caller before it reads a body (auth/guard.ts, onRequest), so only
 * these took the app's 2 MB from strangers, held while it trickled in.
 */
const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Registers a resource's operations with their handlers: the path and method come from the
 * declaration (domain/<entity>/resource.ts), never from here. Start-up fails on an operation without a
 * handler, and on a scoped operation whose handler is not `scoped(...)`, so scoping is a
 * contract the type and the boot check hold, not a convention. A declared body is parsed by the
 * route before the handler runs (a 400 naming each bad field); the handler reads it with `bodyOf`.
 */
export function serve<R extends ResourceDef>(
  app: FastifyInstance,
  resource: R,
  handlers: { [K in keyof R['ops']]: OpHandler } & { [ANSWER]?: AnswerHook },
): void {
  const answer = handlers[ANSWER];
  for (const [name, op] of Object.entries(resource.ops)) {
    const h = (handlers as Record<string, OpHandler | undefined>)[name];
    const what = `${resource.key}.${name} (${op.method} ${op.path})`;
    if (!h) throw new Error(`${what}: no handler`);
    if ('external' in h) continue;
    if (RECORD_CHECK in h) {
      if (!app.hasDecorator('records')) app.decorate('records', new Map());
      app.records.set(resource.key, {
        resource,
        check: (h as { [RECORD_CHECK]: RecordCheck })[RECORD_CHECK],
        present: (h as { [RECORD_PRESENT]?: RecordPresent })[RECORD_PRESENT],
      });
    }
    const isScoped = 'scoped' in h;
    if (op.scoped && !isScoped) throw new Error(`${what} is scoped: its handler must be scoped(...)`);
    if (!op.scoped && isScoped) throw new Error(`${what} is not declared scoped but its handler scopes`);
    // the declared body is parsed here, after the caller's access is checked and before the
    // handler runs, which reads it with bodyOf (server/resources/body.ts)
    if (!op.body && (OWN_BODY in h || BEFORE_PARSE in h))
      throw new Error(`${what} declares no body to parse`);
    if (OWN_BODY in h && BEFORE_PARSE in h)
      throw new Error(`${what} parses its own body: nothing runs before`);
    const schema = op.body && !(OWN_BODY in h) ? op.body : undefined;
    const fill = (h as { [BEFORE_PARSE]?: (request: FastifyRequest) => Promise<void> })[BEFORE_PARSE];
    // a record named by an id that cannot exist is not there (404), whatever its body says
    const ids = op.body ? [...op.path.matchAll(ID_PARAM)].map((m) => m[1]!) : [];
    // a call that is not a list takes only the query parameters it declares (a list's own spec
    // checks its query): anything else is a 400 naming it, so a mistyped one is not silently unread
    const params = op.list ? undefined : (op.query ?? []);
    app.route({
      method: op.method,
      url: op.path,
      ...(op.access === 'public' ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
      ...(answer ? { preSerialization: answer } : {}),
      ...(params
        ? {
            preValidation: async (request: FastifyRequest) => {
              queryOf(request.query, params);
            },
          }
        : {}),
      ...(op.body
        ? {
            preHandler: async (request: FastifyRequest) => {
              for (const name of ids) idParam(request.params, name);
              if (!schema) return;
              await fill?.(request);
              parseBody(request, schema);
            },
          }
        : {}),
      handler: isScoped ? (request, reply) => h.scoped(request, reply, scopeOf(request)) : h,
    });
  }
}
