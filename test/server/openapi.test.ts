import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS } from '../../domain/claims/resource.ts';
import { CLAIM_MSG } from '../../domain/claims/schema.ts';
import { LIST_READS } from '../../domain/list-protocol.ts';
import { OFFERS } from '../../domain/offers/resource.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { PRODUCTS } from '../../domain/products/resource.ts';
import { REFUNDS } from '../../domain/refunds/resource.ts';
import { REFUND_MSG } from '../../domain/refunds/schema.ts';
import { listReadOf, type Operation } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import { PRODUCT_STOCKS } from '../../domain/stock/resource.ts';
import { USERS } from '../../domain/users/resource.ts';
import { VIEWS } from '../../domain/views/resource.ts';
import type { OpenApiDocument, OpenApiOperation } from '../../server/openapi/document.ts';
import { toJsonSchema } from '../../server/openapi/json-schema.ts';
import { type TestApp, testApp } from './helpers.ts';
import { type Schema, sampleOf, wrongTypeOf } from './openapi-sample.ts';

let t: TestApp;
let doc: OpenApiDocument;
let superAdminId: string;
/** an offer that exists: its calls check the offer's community before they read a body or query */
let offerId: string;
beforeAll(async () => {
  t = await testApp();
  // signed in now, so that the login's own body check is not seen during a probe
  superAdminId = (await t.call('GET', '/api/auth/me', { as: 'super-admin' })).json().id;
  offerId = (
    await t.db.selectFrom('offers').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
  ).id;
  const r = await t.call('GET', '/api/openapi.json');
  expect(r.statusCode).toBe(200);
  doc = r.json();
});
afterAll(() => t.close());

const declared = RESOURCES.flatMap((r) =>
  Object.entries(r.ops).map(([name, op]) => ({ key: r.key, name, op })),
);
const withBody = declared.filter((d) => d.op.body);
const docPath = (op: Operation) => op.path.replace(/:(\w+)/g, '{$1}');
const described = (op: Operation): OpenApiOperation => doc.paths[docPath(op)]![op.method.toLowerCase()]!;
const bodySchema = (op: Operation) =>
  described(op).requestBody?.content['application/json']?.schema as Schema | undefined;
/**
 * The path with a fresh uuid for each parameter; a record's history is of a member that exists
 * (the super-admin), and an offer's calls name an offer that exists, since both are looked up
 * before the body or the list parameters are read.
 */
const urlOf = (op: Operation) =>
  op.path.replace(/:(\w+)/g, (_, k: string) =>
    k === 'entity'
      ? 'users'
      : op.path.startsWith('/api/history/')
        ? superAdminId
        : op.path.startsWith('/api/offers/:id')
          ? offerId
          : randomUUID(),
  );

/** Calls the route as a super-admin and returns what it validated with (errors.ts `parsedWith`). */
async function validatedWith(op: Operation, body: unknown) {
  const seen: unknown[] = [];
  const listen = (x: unknown) => seen.push(x);
  subscribe('comptoir:parse', listen);
  try {
    // no token on public calls: a bearer token sent to logout would end the session
    const as = op.access === 'public' ? undefined : 'super-admin';
    const r = await t.call(op.method, urlOf(op), { as, body: body as Record<string, unknown> });
    const json = r.headers['content-type']?.toString().startsWith('application/json') ? r.json() : {};
    return { seen, status: r.statusCode, json: json as { fields?: Record<string, string> } };
  } finally {
    unsubscribe('comptoir:parse', listen);
  }
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1, public, with bearer security', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' } });
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('describes every registered route, and nothing that is not one', () => {
    const documented = Object.entries(doc.paths).flatMap(([p, ms]) =>
      Object.keys(ms).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(new Set(documented)).toEqual(new Set(t.app.apiRoutes));
  });

  it('gives each operation its roles, its scoping and its security', () => {
    for (const { key, name, op } of declared) {
      const d = described(op);
      expect(d.operationId).toBe(`${key}.${name}`);
      expect(d['x-roles']).toEqual(typeof op.access === 'string' ? op.access : [...op.access]);
      expect(d['x-community-scoped']).toBe(op.scoped === true);
      if (op.access === 'public') expect(d.security).toEqual([]);
      else expect(d.security, op.path).toBeUndefined();
      if (op.access !== 'public')
        expect(Object.keys(d.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('declares every {param} of every path, and no other path parameter', () => {
    for (const [p, methods] of Object.entries(doc.paths)) {
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(methods)) {
        const params = (op.parameters ?? []) as { in: string; name: string; required?: boolean }[];
        const declaredParams = params.filter((x) => x.in === 'path');
        expect(declaredParams.map((x) => x.name).sort(), p).toEqual([...inPath].sort());
        for (const x of declaredParams) expect(x.required).toBe(true);
      }
    }
  });

  it('gives lists the protocol parameters and Content-Range', () => {
    for (const { op } of declared.filter((d) => d.op.list)) {
      const d = described(op);
      const names = (d.parameters as { name: string; in: string }[])
        .filter((x) => x.in === 'query')
        .map((x) => x.name);
      // exactly what the call reads: a page, a file or a summary of the filtered rows
      const listNames = names.filter((n) => (LIST_READS.page as readonly string[]).includes(n));
      expect(listNames.sort(), op.path).toEqual([...LIST_READS[listReadOf(op)]].sort());
      const filter = (d.parameters as { name: string; content: Record<string, { schema: Schema }> }[]).find(
        (x) => x.name === 'filter',
      )!;
      expect(Object.keys(filter.content['application/json']!.schema.properties as object).sort()).toEqual(
        Object.keys(op.list!.filters).sort(),
      );
      // a page of rows carries Content-Range; a list's analytics (an object over its filter) none
      const page = d.responses['200'] as { headers?: object; content?: Record<string, { schema: Schema }> };
      if (!op.csv && page.content?.['application/json']?.schema.type === 'array')
        expect(Object.keys(page.headers ?? {})).toContain('Content-Range');
    }
  });

  it('gives every success answer a schema from its declaration, with an example that matches it', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    for (const { key, name, op } of declared) {
      const d = described(op);
      const success = Object.entries(d.responses).filter(([s]) => /^[12]\d\d$/.test(s));
      expect(success.length, `${key}.${name}`).toBeGreaterThan(0);
      for (const [status, answer] of success) {
        const { content } = answer as { content?: Record<string, { schema: Schema; example?: unknown }> };
        if (status === '204' || status === '101') {
          expect(content, `${key}.${name}`).toBeUndefined();
          continue;
        }
        const json = content?.['application/json'];
        if (!json) {
          // a file: its media type is the declared one
          expect(Object.keys(content ?? {}), `${key}.${name}`).toEqual([...(op.media ?? ['text/csv'])]);
          continue;
        }
        expect(json.schema, `${key}.${name}`).toEqual(toJsonSchema(op.response!));
        const validate = ajv.compile(json.schema);
        expect(validate(json.example), `${key}.${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
  });

  it('names the server, the product of one product stock, and answers analytics as objects', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const stock = described(PRODUCT_STOCKS.ops.one).parameters as { name: string; in: string }[];
    expect(stock).toContainEqual(expect.objectContaining({ name: 'product', in: 'query' }));
    for (const op of [CLAIMS.ops.analytics, REFUNDS.ops.analytics, PRODUCT_STOCKS.ops.analytics]) {
      const ok = described(op).responses['200'] as { content: Record<string, { schema: Schema }> };
      expect(ok.content['application/json']!.schema.type, op.path).toBe('object');
    }
  });

  it('documents 405 on every operation, and the error codes of 405 and 431', () => {
    for (const { op } of declared) expect(Object.keys(described(op).responses), op.path).toContain('405');
    expect(Object.keys(doc.components.responses ?? {})).toEqual(expect.arrayContaining(['E405', 'E431']));
  });

  it('describes every valibot schema type the bodies use', () => {
    expect(JSON.stringify(doc)).not.toContain('x-undescribed');
  });

  it('resolves every $ref', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const path = ref.slice(10, -1).split('/');
      let at: unknown = doc;
      for (const seg of path) at = (at as Record<string, unknown>)?.[seg];
      expect(at, ref).toBeDefined();
    }
  });
});

const REQUIRED_WORDING: Record<string, string> = {
  [`${CLAIMS.ops.create.path}:order`]: CLAIM_MSG.selectValidOrder,
  [`${CLAIMS.ops.update.path}:order`]: CLAIM_MSG.selectValidOrder,
  [`${REFUNDS.ops.create.path}:order`]: REFUND_MSG.selectValidOrder,
};

describe('the documented body is the one the route validates with', () => {
  it.each(withBody.map((d) => [`${d.op.method} ${d.op.path}`, d.op] as const))('%s', async (_, op) => {
    const body = op.body!;
    const { seen } = await validatedWith(op, {});
    const options = (body as { options?: unknown[] }).options ?? [];
    const schemas = seen.filter((x) => (x as { kind?: string }).kind === 'schema');
    expect(schemas.length, 'the route validated no body').toBeGreaterThan(0);
    // a started offer's save runs the declared schema itself, wrapped (domain offerSchemaFor)
    const declared = (s: unknown) => s === body || options.includes(s) || Object.getPrototypeOf(s) === body;
    for (const s of schemas) expect(declared(s), 'another schema than the declared one').toBe(true);
  });

  it('no route validates a body it does not declare', async () => {
    for (const { op } of declared.filter(
      (d) => !d.op.body && (d.op.method === 'POST' || d.op.method === 'PUT'),
    )) {
      if (op.upload) continue;
      const { seen } = await validatedWith(op, { probe: 1 });
      expect(
        seen.filter((x) => (x as { kind?: string }).kind === 'schema'),
        op.path,
      ).toEqual([]);
    }
  });

  it('a list call refuses, naming it, a list parameter it does not read (a summary has no page)', async () => {
    const unread = declared.filter((d) => d.op.list && listReadOf(d.op) !== 'page');
    expect(unread.map((d) => d.op.path)).toEqual(
      expect.arrayContaining([
        '/api/claims/analytics',
        '/api/refunds/analytics',
        '/api/product-stocks/analytics',
      ]),
    );
    const sample: Record<string, string> = { sort: '["id","ASC"]', range: '[0,9]', total: 'later' };
    for (const { op } of unread) {
      const read: readonly string[] = LIST_READS[listReadOf(op)];
      for (const [name, value] of Object.entries(sample).filter(([n]) => !read.includes(n))) {
        const r = await t.call('GET', `${urlOf(op)}?${new URLSearchParams({ [name]: value })}`, {
          as: 'super-admin',
        });
        expect(r.statusCode, `${op.path} ${name}`).toBe(400);
        expect(r.json().fields, `${op.path} ${name}`).toEqual({ [name]: 'errors.unknownParameter' });
      }
    }
  });

  it('every other call refuses, naming it, a query parameter it does not declare', async () => {
    // the probes answer whatever a load balancer appends; the socket takes no query
    const probes = ['/api/health', '/api/ready', '/api/live'];
    const others = declared.filter((d) => !d.op.list && !probes.includes(d.op.path));
    for (const { op } of others) {
      const r = await t.call(op.method, `${urlOf(op)}?bogus=1`, { as: 'super-admin' });
      expect(r.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(r.json().fields, `${op.method} ${op.path}`).toEqual({ bogus: 'errors.unknownParameter' });
    }
  });

  it('every list reads its query with its declared spec', async () => {
    for (const { op } of declared.filter((d) => d.op.list)) {
      const { seen } = await validatedWith(op, undefined);
      expect(seen, op.path).toContain(op.list);
    }
  });

  it.each(withBody.map((d) => [`${d.op.method} ${d.op.path}`, d.op] as const))(
    '%s: a sample of the description passes the schema',
    (_, op) => {
      // checks written as code (a rule's fee when its type needs one, a customer or a walk-in
      // name) are prose in the description: a sample may fail those, never anything else
      const CHECKS = ['check', 'raw_check', 'partial_check'];
      const samples = [sampleOf(bodySchema(op)!), sampleOf(bodySchema(op)!, true)];
      for (const x of samples) {
        const other = (v.safeParse(op.body!, x).issues ?? []).filter((i) => !CHECKS.includes(i.type));
        expect(
          other.map((i) => [i.path?.map((p) => p.key).join('.'), i.message]),
          JSON.stringify(x),
        ).toEqual([]);
      }
      const passes = samples.some((x) => v.safeParse(op.body!, x).success);
      // cross-field checks a generated sample cannot meet: an order needs a customer and a line, a
      // product a main picture in both languages, an offer its dates in order and a pack or an add-on
      const crossField: readonly unknown[] = [
        ORDERS.ops.create,
        PRODUCTS.ops.create,
        PRODUCTS.ops.update,
        OFFERS.ops.create,
        OFFERS.ops.update,
      ];
      if (!passes) expect(crossField, 'only cross-field checks may refuse every sample').toContain(op);
    },
  );

  it.each(withBody.map((d) => [`${d.op.method} ${d.op.path}`, d.op] as const))(
    '%s: each required field missing, of the wrong type, and an unknown field are 400 naming it',
    async (_, op) => {
      const schema = bodySchema(op)!;
      const sample = sampleOf(schema) as Record<string, unknown>;
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      for (const k of (schema.required as string[] | undefined) ?? []) {
        const { [k]: _gone, ...rest } = sample;
        const missing = await validatedWith(op, rest);
        // a claim's and a refund's order say 'Please select a valid Order' when missing
        const required = REQUIRED_WORDING[`${op.path}:${k}`] ?? 'validation.required';
        expect([missing.status, missing.json.fields?.[k]], `${k} missing`).toEqual([400, required]);
        const wrong = await validatedWith(op, { ...sample, [k]: wrongTypeOf(props[k]!) });
        expect(wrong.status, `${k} wrong type`).toBe(400);
        expect(
          Object.keys(wrong.json.fields ?? {}).some((f) => f === k || f.startsWith(`${k}.`)),
          `${k} wrong type`,
        ).toBe(true);
      }
      if (schema.additionalProperties === false) {
        const extra = await validatedWith(op, { ...sample, notAField: 1 });
        expect([extra.status, extra.json.fields?.notAField]).toEqual([400, 'validation.invalid']);
      }
    },
  );

  it.each([USERS.ops.create, VIEWS.ops.create])(
    'the server creates a row from a sample of $path',
    async (op) => {
      const r = await t.call('POST', op.path, {
        as: 'super-admin',
        body: sampleOf(bodySchema(op)!) as Record<string, unknown>,
      });
      expect(r.statusCode, r.body).toBe(201);
    },
  );
});

describe('GET /api/docs', () => {
  it('renders every operation, public, under the policy, without scripts', async () => {
    const r = await t.call('GET', '/api/docs');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-inline/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.body).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(r.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const { key, name } of declared) expect(r.body).toContain(`id="${key}.${name}"`);
  });
});
