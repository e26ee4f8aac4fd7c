import { ERROR_CODES, STATUS_OF } from '../../domain/errors.ts';
import { listReadOf, type Operation, type ResourceDef } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import { exampleOf } from './example.ts';
import { type JsonSchema, toJsonSchema } from './json-schema.ts';
import { listHeaders, listParameters } from './list-params.ts';

/**
 * The OpenAPI 3.1 description of the API, built from the resource declarations
 * (domain/<entity>/resource.ts): an operation is described by declaring it, with its roles, its
 * community scoping, its body's valibot schema, its list spec and its query parameters.
 */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
  security: Record<string, string[]>[];
  tags: { name: string }[];
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  /** `public`, `authenticated` or the roles that may call it (domain/permissions.ts) */
  'x-roles': string | string[];
  /** rows are kept to the caller's communities (admin and super-admin see all) */
  'x-community-scoped': boolean;
}

/** `/api/users/:userId` → `/api/users/{userId}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: `fields` maps each bad field path to a `validation.*` key',
  401: 'No token, or an expired or revoked one',
  403: 'The role may not call this, or the row belongs to another community (`errors.outOfScope`)',
  404: 'No such row (or one the caller may not know of); an id that is not a uuid',
  405: 'The path exists but not with this method; `Allow` lists the methods it takes',
  409: 'A stale `version` (`details` holds the current record) or a value already taken',
  413: 'Body (2 MiB) or file over its limit; more rows than a batch takes (`errors.tooManyRows`)',
  414: 'A path parameter over 200 characters',
  415: 'Content type not accepted',
  422: 'An `Idempotency-Key` sent again with another body',
  431: 'Request headers over the limit',
  429: 'Rate limit or login throttle; `Retry-After` says when to retry',
  500: 'A bug: `requestId` names the log line',
  503: 'The database is unreachable; retry (writes with the same `Idempotency-Key`)',
};

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: { enum: [...ERROR_CODES] },
    message: { type: 'string', description: 'a translation key (errors.*)' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    details: {},
    requestId: { type: 'string' },
  },
  required: ['error', 'message'],
};

function errorStatuses(op: Operation): number[] {
  // every call: a wrong method on its path, oversized headers, the rate limit, a bug, an outage
  const s = new Set<number>([405, 431, 429, 500, 503]);
  // every call: an unknown query parameter is refused (docs/api.md), besides bad input
  s.add(400);
  // a public call that takes credentials refuses them (401) or a disabled account (403)
  if (op.access !== 'public' || op.body) s.add(401).add(403);
  // a path parameter names a row; a scoped call may name one through its body or query
  if (pathParams(op.path).length || op.scoped || op.body || op.query) s.add(404);
  if (pathParams(op.path).length) s.add(414);
  // a value already taken, a stale version, a move the record's state refuses
  if (op.access !== 'public' && op.method !== 'GET') s.add(409);
  if (op.body || op.upload) s.add(413).add(415);
  if (op.idempotent) s.add(422);
  return [...s].sort();
}

function describe(op: Operation): string {
  const who =
    op.access === 'public'
      ? 'Public: no token.'
      : op.access === 'authenticated'
        ? 'Any signed-in member.'
        : `Roles: ${op.access.join(', ')}.`;
  const scope = op.scoped
    ? ' Community-scoped: a caller other than admin or super-admin reaches only the rows of his communities.'
    : '';
  return who + scope;
}

function parameters(op: Operation): unknown[] {
  const out: unknown[] = pathParams(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: /^id$|Id$/.test(name) ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  for (const name of op.query ?? [])
    out.push({ name, in: 'query', required: false, schema: { type: 'string' } });
  if (op.list) out.push(...listParameters(op.list, listReadOf(op)));
  if (op.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'the same key (per member) with the same body is done once; the first answer is returned again',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  return out;
}

function requestBody(op: Operation): OpenApiOperation['requestBody'] {
  if (op.upload) {
    const file = {
      type: 'string',
      contentMediaType: op.upload.types.join(', '),
      maxLength: op.upload.maxBytes,
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file }, required: ['file'] },
        },
      },
    };
  }
  if (!op.body) return undefined;
  return {
    required: op.body.type !== 'optional',
    content: { 'application/json': { schema: toJsonSchema(op.body) } },
  };
}

/**
 * The success answer: its status, its schema (the declaration's `response`, converted) and an
 * example made from that schema; a list's page adds Content-Range. An idempotent create answers
 * 200 with the same record when its key is sent again.
 */
function successOf(op: Operation): Record<string, unknown> {
  const status = String(op.status ?? 200);
  if (op.status === 204) return { '204': { description: 'Done, no content' } };
  if (op.status === 101) return { '101': { description: 'Switching to the WebSocket protocol' } };
  if (op.media || op.csv) {
    const media = op.media ?? ['text/csv'];
    const content = Object.fromEntries(
      media.map((m) => [
        m,
        { schema: m.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: m } },
      ]),
    );
    return { [status]: { description: `The file (${media.join(' or ')})`, content } };
  }
  if (!op.response) throw new Error(`${op.method} ${op.path}: no response schema declared`);
  const schema = toJsonSchema(op.response);
  const isPage = !!op.list && schema.type === 'array';
  const answer = {
    description: isPage ? 'One page of the list' : 'Done',
    ...(isPage && op.list ? { headers: listHeaders(op.list) } : {}),
    content: { 'application/json': { schema, example: exampleOf(schema) } },
  };
  return op.idempotent && status === '201'
    ? { '200': { ...answer, description: 'The record the same key made before' }, '201': answer }
    : { [status]: answer };
}

function operation(resource: ResourceDef, name: string, op: Operation): OpenApiOperation {
  const success = successOf(op);
  const errors = Object.fromEntries(
    errorStatuses(op).map((s) => [String(s), { $ref: `#/components/responses/E${s}` }]),
  );
  const body = requestBody(op);
  const params = parameters(op);
  return {
    operationId: `${resource.key}.${name}`,
    summary: op.summary ?? `${resource.key}: ${name}`,
    description: describe(op),
    tags: [resource.key],
    ...(op.access === 'public' ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...success, ...errors },
    'x-roles': typeof op.access === 'string' ? op.access : [...op.access],
    'x-community-scoped': op.scoped === true,
  };
}

export function openApiDocument(
  resources: readonly ResourceDef[] = RESOURCES,
  version = '0.1.0',
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const r of resources) {
    for (const [name, op] of Object.entries(r.ops)) {
      const p = openApiPath(op.path);
      paths[p] ??= {};
      paths[p][op.method.toLowerCase()] = operation(r, name, op);
    }
  }
  const statuses = [...new Set(Object.values(STATUS_OF))].filter((s) => ERROR_TEXT[s]);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Comptoir API',
      version,
      description:
        'JSON over HTTPS. Amounts are integer fen (¥1.00 = 100), days `YYYY-MM-DD` (Asia/Shanghai), instants ISO-8601, ids uuids. Lists take `sort`, `range`, `filter` and `tabFilter` as JSON in the query string and answer a JSON array with `Content-Range`. Every error has one shape (`Error`). Generated from the resource declarations; see also docs/api.md.',
    },
    // relative: the document describes the server that serves it, wherever it is deployed
    servers: [{ url: '/', description: 'the server that serves this document' }],
    tags: resources.map((r) => ({ name: r.key })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'the `token` of POST /api/auth/login (15 minutes; renew with its refreshToken)',
        },
      },
      schemas: { Error: ERROR_SCHEMA },
      responses: Object.fromEntries(
        statuses.map((s) => [
          `E${s}`,
          {
            description: ERROR_TEXT[s],
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            ...(s === 429 || s === 503
              ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } }
              : {}),
          },
        ]),
      ),
    },
  };
}
