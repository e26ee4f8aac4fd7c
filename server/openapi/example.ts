import type { JsonSchema } from './json-schema.ts';

/**
 * An example of a JSON Schema, made from the schema alone so it always matches it (the API test
 * checks each one): every property, one item per array, the first option of a choice that is not
 * null, the bound of a range, down to a depth that a cells answer's row still fits in. Fixed
 * values, so the document is the same at every start.
 */
export function exampleOf(s: JsonSchema, depth = 0): unknown {
  if (s.examples && Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options) {
    const notNull = options.find((o) => o.type !== 'null');
    return exampleOf(notNull ?? options[0]!, depth);
  }
  switch (s.type) {
    case 'string':
      return stringExample(s);
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number'
        ? s.minimum
        : typeof s.maximum === 'number'
          ? Math.min(0, s.maximum)
          : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      if (depth > 8) return [];
      const prefix = (s.prefixItems as JsonSchema[] | undefined)?.map((x) => exampleOf(x, depth + 1));
      if (prefix) return prefix;
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      const item = exampleOf((s.items as JsonSchema) ?? {}, depth + 1);
      return Array.from({ length: Math.max(min, 1) }, () => item);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 8) return out;
      for (const [k, p] of Object.entries((s.properties as Record<string, JsonSchema>) ?? {}))
        out[k] = exampleOf(p, depth + 1);
      return out;
    }
    default:
      return {};
  }
}

function stringExample(s: JsonSchema): string {
  if (s.format === 'uuid') return '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
  if (s.format === 'date') return '2026-03-01';
  if (s.format === 'date-time') return '2026-03-01T08:30:00.000Z';
  if (s.format === 'email') return 'member@demo.comptoir';
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : 40;
  return 'text'.padEnd(Math.min(Math.max(min, 4), max), 'x').slice(0, max);
}
