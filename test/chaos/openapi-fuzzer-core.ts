import { createRequire } from 'node:module';
import { answerMismatch } from '../server/answer-check.ts';
import { loginToken, send } from './openapi-client.ts';
import { fillPath, pool } from './openapi-walk.ts';

/**
 * An external fuzzer against a running server: the npm package openapi-fuzzer-core generates the
 * requests (wrong paths, methods an operation lacks, every parameter and body field with values of
 * the wrong type or out of bounds) from GET /api/openapi.json, as each role given. It reads the
 * Swagger 2 layout, so the OpenAPI 3.1 document is handed to it in that shape. Its own idea of the
 * answer (400, 404, 405) is counted but not held against the server: what fails the run is a 5xx or
 * an answer the document does not describe (status or JSON body, test/server/answer-check.ts).
 *
 *   BASE=http://127.0.0.1:3995 FUZZ_ROLES=admin,community-manager npm run fuzz:external
 */
const BASE = process.env.BASE ?? 'http://127.0.0.1:3995';
const ROLES = (process.env.FUZZ_ROLES ?? 'admin,community-manager').split(',');
const PASSWORD = process.env.FUZZ_PASSWORD ?? 'comptoir-demo';

/** One request openapi-fuzzer-core proposes, with the status it expects. */
interface Spec {
  name: string;
  request: {
    method: string;
    path: string;
    pathParams?: Record<string, unknown>;
    queryParams?: Record<string, unknown>;
    body?: unknown;
  };
  expect: { status: number[] };
}
// the package ships CommonJS without types
const fuzzer = createRequire(import.meta.url)('openapi-fuzzer-core') as { swagger(doc: object): Spec[] };

type Json = Record<string, unknown>;
type Param = {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  content?: Record<string, { schema: Json }>;
};
type Doc = { paths: Record<string, Record<string, Json>>; components: { schemas?: Record<string, Json> } };

/**
 * A JSON Schema of OpenAPI 3.1 as Swagger 2 wrote it, the only form the package reads: one type
 * (the first that is not null), the first alternative of an anyOf or oneOf, a tuple's first item
 * as the array's items, a const as a one-value enum, `#/definitions/X` for `#/components/schemas/X`.
 */
function swagger2Schema(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(swagger2Schema);
  if (typeof x !== 'object' || x === null) return x;
  let node = { ...(x as Json) };
  const alternatives = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (alternatives) {
    const { anyOf: _a, oneOf: _o, ...rest } = node;
    node = { ...(alternatives.find((a) => a.type !== 'null') ?? {}), ...rest };
  }
  if (Array.isArray(node.type)) node.type = node.type.find((t) => t !== 'null') ?? 'null';
  if ('const' in node) node.enum = [node.const];
  if (node.enum && !node.type)
    node.type = typeof (node.enum as unknown[])[0] === 'number' ? 'integer' : 'string';
  if (node.type === 'array' && !node.items) node.items = (node.prefixItems as Json[] | undefined)?.[0] ?? {};
  if (typeof node.$ref === 'string') node.$ref = node.$ref.replace('#/components/schemas/', '#/definitions/');
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, swagger2Schema(v)]));
}

/**
 * The document in the layout openapi-fuzzer-core reads: each parameter's schema flattened into it
 * (a real id of the tag as the path parameters' example), a JSON parameter as an object or array
 * parameter, the JSON request body as a `body` parameter pointing into `definitions`.
 */
function asSwagger2(doc: Doc, ids: Map<string, string>, jsonParams: Set<string>) {
  const definitions: Record<string, Json> = swagger2Schema({ ...doc.components.schemas }) as Record<
    string,
    Json
  >;
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(methods)) {
      const id = ids.get(String(op.operationId).split('.')[0]!);
      const parameters: Json[] = ((op.parameters ?? []) as Param[]).map((p) => {
        const json = p.content?.['application/json']?.schema;
        if (json) jsonParams.add(p.name);
        const schema = swagger2Schema(json ?? p.schema ?? {}) as Json;
        return { ...schema, name: p.name, in: p.in, ...(p.in === 'path' && id ? { example: id } : {}) };
      });
      const body = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      if (body) {
        const name = `body:${String(op.operationId)}`;
        definitions[name] = swagger2Schema(body) as Json;
        parameters.push({ name: 'body', in: 'body', schema: { $ref: `#/definitions/${name}` } });
      }
      paths[path][method] = { ...op, parameters };
    }
  }
  return { swagger: '2.0', basePath: '', paths, definitions };
}

/** The URL of a proposed request: path parameters filled, JSON parameters serialised as JSON. */
function urlOf(spec: Spec, jsonParams: Set<string>, ids: Record<string, string>) {
  const given = Object.fromEntries(
    Object.entries(spec.request.pathParams ?? {}).map(([k, v]) => [k, encodeURIComponent(String(v))]),
  );
  const path = fillPath(spec.request.path, { ...ids, ...given });
  const query = Object.entries(spec.request.queryParams ?? {})
    .map(([k, v]) => `${k}=${encodeURIComponent(jsonParams.has(k) ? JSON.stringify(v) : String(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function fuzzRole(role: string, doc: Doc) {
  const token = await loginToken(BASE, role, PASSWORD);
  // a real id per tag, from its first page: path parameters name rows that exist
  const ids = new Map<string, string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const tag = String(methods.get?.operationId ?? '').split('.')[0]!;
    if (!methods.get || path.includes('{') || ids.has(tag) || tag === 'system') continue;
    const r = await send(BASE, 'GET', path, token);
    const rows =
      r.statusCode === 200 && String(r.headers['content-type']).includes('json') ? JSON.parse(r.body) : null;
    const first = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined) : undefined;
    if (typeof first?.id === 'string') ids.set(tag, first.id);
  }
  const jsonParams = new Set<string>();
  const specs = fuzzer
    .swagger(asSwagger2(doc, ids, jsonParams))
    // logging out would end the run's session; the live socket is a websocket (live-failover)
    .filter((s) => !/^\/api\/(auth\/logout|live)(\/|$)/.test(s.request.path));
  console.log(`${role}: ${specs.length} requests from openapi-fuzzer-core`);
  const tally = {
    requests: 0,
    serverErrors: [] as string[],
    mismatches: [] as string[],
    asExpected: 0,
    other: new Map<string, { n: number; first: string }>(),
  };
  await pool(specs, 2, async (spec) => {
    const tag = String(doc.paths[spec.request.path]?.get?.operationId ?? '').split('.')[0] ?? '';
    const id = ids.get(tag);
    const url = urlOf(spec, jsonParams, id ? { id } : {});
    const method = spec.request.method.toUpperCase();
    const r = await send(BASE, method, url, token, spec.request.body);
    tally.requests++;
    const label = `${spec.name} ${method} ${url}${spec.request.body === undefined ? '' : ` ${JSON.stringify(spec.request.body).slice(0, 160)}`} → ${r.statusCode}`;
    if (r.statusCode >= 500) tally.serverErrors.push(label);
    const wrong = answerMismatch(method, url, r);
    if (wrong) tally.mismatches.push(`${label}: ${wrong}`);
    if (spec.expect.status.includes(r.statusCode)) tally.asExpected++;
    else {
      const key = `${spec.name} expected ${spec.expect.status.join('/')} got ${r.statusCode}`;
      const seen = tally.other.get(key);
      tally.other.set(key, { n: (seen?.n ?? 0) + 1, first: seen?.first ?? label });
    }
  });
  return tally;
}

const doc = (await (await fetch(`${BASE}/api/openapi.json`)).json()) as Doc;
let failed = false;
for (const role of ROLES) {
  const t = await fuzzRole(role, doc);
  console.log(
    `${role}: ${t.requests} requests, ${t.serverErrors.length} × 5xx, ${t.mismatches.length} mismatches; the package's expected status met ${t.asExpected}`,
  );
  for (const [what, { n, first }] of t.other) console.log(`  ${what}: ${n}, e.g. ${first}`);
  for (const line of [...t.serverErrors, ...t.mismatches].slice(0, 40)) console.log(`  ${line}`);
  failed ||= t.serverErrors.length + t.mismatches.length > 0;
}
process.exit(failed ? 1 : 0);
