import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { openApiDocument } from '../../server/openapi/document.ts';

/**
 * Every answer an API test receives is checked against the OpenAPI document: its status must be
 * one the operation documents, and a JSON body of a 2xx or 4xx must match the documented schema.
 * So the document cannot drift from the server: a test that meets an undocumented answer fails.
 */
const doc = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ components: doc.components }, 'doc');

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
const ROUTES = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    params: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}/?$`),
    responses: op.responses as Responses,
  })),
);

/** The documented operation of a call: a static path before one with parameters, as the router does. */
function routeOf(method: string, url: string) {
  const path = url.split('?')[0] ?? '';
  const m = method === 'HEAD' ? 'GET' : method;
  return ROUTES.filter((r) => r.method === m && r.pattern.test(path)).sort((a, b) => a.params - b.params)[0];
}

const validators = new Map<object, ReturnType<typeof ajv.compile>>();
function validatorOf(schema: object) {
  let v = validators.get(schema);
  if (!v) {
    // $refs point into the document's components
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
    v = ajv.compile(JSON.parse(text));
    validators.set(schema, v);
  }
  return v;
}

/** The body as sent before compression (server/http/compress.ts). */
function decoded(r: LightMyRequestResponse): string {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(r.rawPayload).toString('utf8');
  return r.body;
}

/** What is wrong with an answer as the document describes it; undefined when it matches. */
export function answerMismatch(method: string, url: string, r: LightMyRequestResponse): string | undefined {
  if (!url.startsWith('/api/')) return undefined;
  const status = r.statusCode;
  if (status >= 500 || status < 200) return undefined;
  const route = routeOf(method, url);
  // an unknown path (404) or a wrong method (405): answered by no operation
  if (!route) return undefined;
  const declared = route.responses[String(status)] ?? route.responses[`${String(status)[0]}XX`] ?? undefined;
  if (!declared) return `${status} is not documented for ${route.method} ${route.path}`;
  const resolved = declared.$ref
    ? (doc.components.responses as Responses)[declared.$ref.split('/').pop()!]!
    : declared;
  const type = String(r.headers['content-type'] ?? '');
  if (status === 204 || method === 'HEAD') return undefined;
  const json = resolved.content?.['application/json'];
  if (!json) {
    const media = Object.keys(resolved.content ?? {});
    if (media.length && !media.some((m) => type.startsWith(m)))
      return `${route.method} ${route.path} ${status}: ${type} is not the documented ${media.join(', ')}`;
    return undefined;
  }
  if (!type.startsWith('application/json'))
    return `${route.method} ${route.path} ${status}: ${type} is not the documented application/json`;
  const validate = validatorOf(json.schema ?? {});
  if (validate(JSON.parse(decoded(r)))) return undefined;
  const issues = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `${route.method} ${route.path} ${status} does not match the document: ${issues.join('; ')}`;
}
