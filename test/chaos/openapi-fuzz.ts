import { answerMismatch } from '../server/answer-check.ts';
import { type Schema, sampleOf, wrongTypeOf } from '../server/openapi-sample.ts';
import { loginToken, send as sendTo } from './openapi-client.ts';
import { fillPath, pool } from './openapi-walk.ts';

/**
 * A fuzzer driven by GET /api/openapi.json against a running server, for each role given: every
 * operation with documented values (positive: the answer must be documented and match its schema)
 * and with values the document forbids (negative: each must be refused with a 4xx). Counts 5xx,
 * answers that disagree with the document, and invalid input accepted. Bounded: a fixed number of
 * requests per operation, to the given loopback server only.
 *
 *   BASE=http://127.0.0.1:3995 FUZZ_ROLES=admin,community-manager npm run fuzz:openapi
 */
const BASE = process.env.BASE ?? 'http://127.0.0.1:3995';
const ROLES = (process.env.FUZZ_ROLES ?? 'admin,community-manager').split(',');
const PASSWORD = process.env.FUZZ_PASSWORD ?? 'comptoir-demo';

type Op = {
  id: string;
  method: string;
  path: string;
  parameters?: { name: string; in: string; content?: Record<string, { schema: Schema }> }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const send = (method: string, url: string, token: string, body?: unknown) =>
  sendTo(BASE, method, url, token, body);

interface Tally {
  requests: number;
  serverErrors: string[];
  mismatches: string[];
  acceptedInvalid: string[];
}

async function fuzzRole(
  role: string,
  doc: { paths: Record<string, Record<string, Op & { operationId: string }>> },
) {
  const token = await loginToken(BASE, role, PASSWORD);
  const tally: Tally = { requests: 0, serverErrors: [], mismatches: [], acceptedInvalid: [] };
  const ops: Op[] = Object.entries(doc.paths).flatMap(([path, ms]) =>
    Object.entries(ms).map(([m, op]) => ({ ...op, id: op.operationId, method: m.toUpperCase(), path })),
  );
  // a real id per tag, from its first page: positive calls name rows that exist
  const ids = new Map<string, string>();
  for (const op of ops.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
    const r = await send('GET', op.path, token);
    tally.requests++;
    const rows =
      r.statusCode === 200 && r.headers['content-type']?.toString().includes('json')
        ? JSON.parse(r.body)
        : null;
    const first = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined) : undefined;
    const tag = op.id.split('.')[0]!;
    if (typeof first?.id === 'string' && !ids.has(tag)) ids.set(tag, first.id);
  }
  const skip = new Set(['system.live', 'auth.logout']);
  await pool(
    ops.filter((o) => !skip.has(o.id)),
    2,
    async (op) => {
      const tag = op.id.split('.')[0]!;
      const id = ids.get(tag);
      const url = fillPath(
        op.path,
        id
          ? {
              id,
              userId: id,
              customerId: id,
              productId: id,
              supplierId: id,
              poId: id,
              recipeId: id,
              drawId: id,
            }
          : {},
      );
      const check = async (what: string, u: string, body: unknown, negative: boolean) => {
        const r = await send(op.method, u, token, body);
        tally.requests++;
        const label = `${op.method} ${op.path} ${what} → ${r.statusCode}`;
        if (r.statusCode >= 500) tally.serverErrors.push(label);
        const wrong = answerMismatch(op.method, u, r);
        if (wrong) tally.mismatches.push(`${label}: ${wrong}`);
        if (negative && r.statusCode < 300) tally.acceptedInvalid.push(label);
      };
      const schema = op.requestBody?.content['application/json']?.schema;
      const filter = op.parameters?.find((p) => p.name === 'filter')?.content?.['application/json']?.schema;
      // positive: the documented sample bodies, the list with each filter field's sample
      await check('plain', url, schema ? sampleOf(schema, true) : undefined, false);
      if (schema) await check('minimal', url, sampleOf(schema), false);
      for (const [field, fs] of Object.entries((filter?.properties ?? {}) as Record<string, Schema>)) {
        const q = encodeURIComponent(JSON.stringify({ [field]: sampleOf(fs) }));
        await check(`filter.${field}`, `${url}?filter=${q}`, undefined, false);
        // negative: a value of another type, an object the field does not take
        for (const bad of [{ gt: 1 }, [[1]], { ne: { x: 1 } }]) {
          const nq = encodeURIComponent(JSON.stringify({ [field]: bad }));
          await check(`filter.${field}=${JSON.stringify(bad)}`, `${url}?filter=${nq}`, undefined, true);
        }
      }
      if (filter) {
        const nq = encodeURIComponent(JSON.stringify({ notAField: 1 }));
        await check('filter.notAField', `${url}?filter=${nq}`, undefined, true);
      }
      if (schema?.type === 'object') {
        const sample = sampleOf(schema, true) as Record<string, unknown>;
        for (const [k, p] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
          await check(`body.${k} wrong type`, url, { ...sample, [k]: wrongTypeOf(p) }, true);
          await check(`body.${k} lone surrogate`, url, { ...sample, [k]: 'x\ud800' }, p.type === 'string');
        }
      }
    },
  );
  return tally;
}

const doc = await (await fetch(`${BASE}/api/openapi.json`)).json();
let failed = false;
for (const role of ROLES) {
  const t = await fuzzRole(role, doc);
  console.log(
    `${role}: ${t.requests} requests, ${t.serverErrors.length} × 5xx, ${t.mismatches.length} mismatches, ${t.acceptedInvalid.length} invalid inputs accepted`,
  );
  for (const line of [...t.serverErrors, ...t.mismatches, ...t.acceptedInvalid].slice(0, 40))
    console.log(`  ${line}`);
  failed ||= t.serverErrors.length + t.mismatches.length + t.acceptedInvalid.length > 0;
}
process.exit(failed ? 1 : 0);
