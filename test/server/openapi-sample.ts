import { randomUUID } from 'node:crypto';

/** A JSON Schema node as the API description writes it (server/openapi/json-schema.ts). */
export type Schema = { [k: string]: unknown };

let n = 0;
const PATTERN_TRIES = [
  'a',
  'abc',
  'a1',
  'x/y.png',
  'file.png',
  `${'0'.repeat(32)}.png`,
  '0'.repeat(64),
  'A',
  '1',
];

function text(s: Schema): string {
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'email') return `sample${++n}.${Date.now()}@example.com`;
  if (s.format === 'date') return '2026-03-18';
  if (s.format === 'date-time') return '2026-03-18T02:00:00.000Z';
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern);
    const hit = PATTERN_TRIES.find((c) => re.test(c));
    if (hit) return hit;
  }
  const min = (s.minLength as number | undefined) ?? 1;
  const max = (s.maxLength as number | undefined) ?? 40;
  return `sample ${++n}`.padEnd(min, 'x').slice(0, Math.max(max, 1));
}

function number(s: Schema): number {
  const lo = (s.minimum as number | undefined) ?? 0;
  const hi = (s.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(lo, 1), hi);
}

/**
 * The smallest value the schema describes: required properties only (every property when
 * `full`), the first option of a choice, the fewest array items. Used to hold the description to what the server accepts.
 */
export function sampleOf(s: Schema, full = false): unknown {
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const options = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (options) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0]!, full);
  switch (s.type) {
    case 'string':
      return text(s);
    case 'integer':
    case 'number':
      return number(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const prefix = (s.prefixItems as Schema[] | undefined) ?? [];
      const count = Math.max((s.minItems as number | undefined) ?? 0, prefix.length);
      return Array.from({ length: count }, (_, i) => sampleOf(prefix[i] ?? (s.items as Schema), full));
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required as string[] | undefined) ?? [];
      const keys = full ? Object.keys(props) : required;
      const out = Object.fromEntries(keys.map((k) => [k, sampleOf(props[k]!, full)]));
      // a map that must hold entries (a row's cells): one, named and valued by its schemas
      const extra = s.additionalProperties;
      if (((s.minProperties as number | undefined) ?? 0) > keys.length && typeof extra === 'object')
        out[String(sampleOf((s.propertyNames as Schema | undefined) ?? { type: 'string' }))] = sampleOf(
          extra as Schema,
          full,
        );
      return out;
    }
    default:
      return {};
  }
}

/** A value of another JSON type than the schema's (for "wrong type" probes). */
export function wrongTypeOf(s: Schema): unknown {
  const t = s.type ?? ('enum' in s ? typeof (s.enum as unknown[])[0] : undefined);
  if (t === 'string') return 12345;
  if (t === 'number' || t === 'integer') return 'twelve';
  if (t === 'boolean') return 'yes';
  if (t === 'array') return { not: 'an array' };
  if (t === 'object') return 'not an object';
  return { unexpected: true };
}
