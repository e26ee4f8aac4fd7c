import { type Schema, sampleOf } from '../server/openapi-sample.ts';
import { type Answer, call, login, startServer, type World } from './harness.ts';
import { type DocOperation, fillPath, operationsOf, pool } from './openapi-walk.ts';

export interface InputSweepResult {
  operations: number;
  requests: number;
  answers: Record<string, number>;
  /** 5xx or no answer (must be 0) */
  failures: number;
  /** GETs whose connection was reset, each answered when sent again */
  resets: string[];
  /** 400 answers without `fields` other than malformed JSON (must be 0) */
  unnamed400: number;
  examples: string[];
}

const HOSTILE: unknown[] = [
  'a'.repeat(100_000),
  -1,
  1.5,
  2 ** 63,
  -(2 ** 63),
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  'a\u0000b',
  "' OR 1=1; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  null,
  true,
  {},
  [],
  { __proto__: { admin: true } },
];
const PROTO_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__proto__'];

/** Every leaf of a sample, as a path of keys. */
function leaves(
  x: unknown,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (at.length > 6) return out;
  if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) leaves(v, [...at, Array.isArray(x) ? Number(k) : k], out);
  }
  if (at.length) out.push(at);
  return out;
}

function setAt(x: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(x) as Record<string | number, unknown>;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path.at(-1)!] = value;
  return copy;
}

type Probe = { label: string; url: string; raw?: string; body?: unknown; malformed?: boolean };

function bodyProbes(op: DocOperation, url: string): Probe[] {
  const schema = op.body!;
  const full = sampleOf(schema, true);
  const raw = (label: string, text: string, malformed = true): Probe => ({
    label,
    url,
    raw: text,
    malformed,
  });
  const out: Probe[] = [
    raw('malformed JSON', '{"a":'),
    raw('NaN', '{"x": NaN}'),
    raw('Infinity', '{"x": Infinity}'),
    raw('array body', '[]', false),
    raw('string body', '"text"', false),
    raw('null body', 'null', false),
    raw('empty object', '{}', false),
    raw('3 MiB body', `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`, false),
    { label: 'sample + extra field', url, body: { ...(full as object), notAField: 1 } },
    {
      label: 'sample with 1e999 everywhere numbers are',
      url,
      raw: JSON.stringify(full).replace(/:(\d+)([,}])/g, ':1e999$2'),
      malformed: false,
    },
  ];
  for (const k of (schema.required as string[] | undefined) ?? []) {
    const { [k]: _, ...rest } = full as Record<string, unknown>;
    out.push({ label: `missing ${k}`, url, body: rest });
  }
  for (const path of leaves(full)) {
    for (const h of HOSTILE)
      out.push({
        label: `${path.join('.')} = ${JSON.stringify(h)?.slice(0, 30)}`,
        url,
        body: setAt(full, path, h),
      });
  }
  return out;
}

function listProbes(op: DocOperation, url: string): Probe[] {
  const q = (params: Record<string, string>) => `${url}?${new URLSearchParams(params)}`;
  const out: Probe[] = [];
  const filters = Object.keys((op.filterSchema?.properties ?? {}) as Record<string, Schema>);
  for (const f of filters) {
    for (const h of [
      ...HOSTILE,
      { gte: '2026-02-30' },
      { gte: "'; DROP TABLE x; --" },
      ['x'],
      { ne: 'x\u0000' },
      { nin: [] },
      { constructor: 1 },
    ]) {
      out.push({
        label: `filter.${f} = ${JSON.stringify(h)?.slice(0, 30)}`,
        url: q({ filter: JSON.stringify({ [f]: h }) }),
      });
    }
    out.push({
      label: `tabFilter.${f} huge`,
      url: q({ tabFilter: JSON.stringify({ [f]: 'x'.repeat(5000) }) }),
    });
  }
  for (const k of PROTO_KEYS) out.push({ label: `filter key ${k}`, url: q({ filter: `{"${k}":"x"}` }) });
  for (const s of ['notjson', '["nope","ASC"]', `["name';--","ASC"]`, '["id","SIDEWAYS"]', '{}', '[1,2,3]']) {
    out.push({ label: `sort ${s}`, url: q({ sort: s }) });
  }
  for (const r of ['[-1,5]', '[0,1000000000]', '[5,1]', '["a","b"]', '[0,1.5]', '[0]', 'null', '[0,1e999]']) {
    out.push({ label: `range ${r}`, url: q({ range: r }) });
  }
  out.push({ label: 'unknown parameter', url: q({ nope: '1' }) });
  out.push({ label: 'sort twice', url: `${url}?sort=["id","ASC"]&sort=["id","ASC"]` });
  return out;
}

function queryProbes(op: DocOperation, url: string): Probe[] {
  return op.query.flatMap((name) =>
    ['', 'x'.repeat(10_000), "' OR 1=1 --", 'a\u0000b', '../../etc/passwd'].map((v) => ({
      label: `${name} = ${v.slice(0, 20)}`,
      url: `${url}?${new URLSearchParams({ [name]: v })}`,
    })),
  );
}

const HOSTILE_IDS = [
  'not-a-uuid',
  "1' OR '1'='1",
  '%00',
  'a'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
];

/**
 * For every operation of the OpenAPI document: malformed and hostile bodies, filters, sorts,
 * ranges, query values and path ids, as the super-admin (the role that reaches every handler).
 * No answer may be a 5xx, and every 400 but malformed JSON names the field.
 */
/**
 * A real row of each listed resource (its list's first row), so that a body sent to
 * `/api/<resource>/{id}…` reaches the handler's validation instead of stopping at 404 on a random
 * id (handlers look the row and its community up before they read the body). The team is left
 * out: a probe that happened to be valid could change the sweeping user's own password.
 */
async function realIds(base: string, token: string, ops: DocOperation[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const op of ops) {
    if (op.method !== 'GET' || !op.filterSchema || op.path.includes('{')) continue;
    const prefix = op.path.replace(/\/details$/, '');
    if (prefix.startsWith('/api/users')) continue;
    const a = await call(base, 'GET', `${op.path}?range=${encodeURIComponent('[0,0]')}`, { token });
    const id = Array.isArray(a.body) ? (a.body[0] as { id?: unknown } | undefined)?.id : undefined;
    if (typeof id === 'string') out.set(prefix, id);
  }
  return out;
}

/** The first id of a path from the longest listed resource it starts with. */
function idsFor(path: string, real: Map<string, string>): Record<string, string> {
  const m = /^(.*?)\/\{(\w+)\}/.exec(path);
  const id = m && real.get(m[1]!);
  return id ? { [m[2]!]: id } : {};
}

export async function inputSweep(w: World): Promise<InputSweepResult> {
  const server = await startServer(w);
  try {
    const token = await login(server.base, 'super-admin@demo.comptoir');
    const ops = await operationsOf(server.base);
    const answers: Record<string, number> = {};
    const examples: string[] = [];
    let failures = 0;
    let unnamed400 = 0;
    const resets: string[] = [];
    let requests = 0;
    const probes: { op: DocOperation; p: Probe }[] = [];
    const real = await realIds(server.base, token, ops);
    for (const op of ops) {
      const url = fillPath(op.path, op.method === 'DELETE' ? {} : idsFor(op.path, real));
      const list: Probe[] = [];
      if (op.body) list.push(...bodyProbes(op, url));
      if (op.filterSchema) list.push(...listProbes(op, url));
      list.push(...queryProbes(op, url));
      if (op.path.includes('{'))
        for (const id of HOSTILE_IDS)
          list.push({
            label: `path id ${id.slice(0, 20)}`,
            url: op.path.replace(/\{\w+\}/g, encodeURIComponent(id)),
          });
      if (!op.body && !op.filterSchema) list.push({ label: 'unknown parameter', url: `${url}?nope=1` });
      for (const p of list) probes.push({ op, p });
    }
    await pool(probes, 4, async ({ op, p }) => {
      const send = () =>
        call(server.base, op.method, p.url, {
          // a password is hashed at full strength (scrypt N = 2^17): slow on a loaded machine
          timeoutMs: 60_000,
          ...(op.public ? {} : { token }),
          ...(p.raw !== undefined
            ? { raw: p.raw }
            : p.body !== undefined
              ? { body: p.body }
              : op.body
                ? { body: {} }
                : {}),
        });
      let a: Answer = await send();
      if (a.status === 0 && op.method === 'GET') {
        // a kept-alive socket the server closed as the request left is a reset of the client's
        // connection, not an answer to this input: the same GET once more tells the two apart
        resets.push(`${op.method} ${op.path} [${p.label}]: ${String(a.body)}`);
        a = await send();
      }
      requests++;
      answers[a.status] = (answers[a.status] ?? 0) + 1;
      const what = `${op.method} ${op.path} [${p.label}] → ${a.status} ${JSON.stringify(a.body)?.slice(0, 160)}`;
      if (a.status === 0 || a.status >= 500) {
        failures++;
        if (examples.length < 30) examples.push(what);
      } else if (a.status === 400 && !p.malformed) {
        const fields = (a.body as { fields?: object } | undefined)?.fields;
        if (!fields || !Object.keys(fields).length) {
          unnamed400++;
          if (examples.length < 30) examples.push(what);
        }
      }
    });
    return { operations: ops.length, requests, answers, failures, unnamed400, resets, examples };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
