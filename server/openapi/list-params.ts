import {
  type FilterKind,
  LIST_READS,
  type ListRead,
  type ListSpec,
  TOTAL_MODES,
} from '../../domain/list-protocol.ts';
import type { JsonSchema } from './json-schema.ts';

/** no filter on the field: null, or an empty string (a cleared input) */
const NONE: JsonSchema = { anyOf: [{ type: 'null' }, { const: '', type: 'string' }] };

/** One filter field's accepted values (domain/list-protocol.ts `filterValue`). */
function filterSchema(kind: FilterKind): JsonSchema {
  if (kind.kind === 'text')
    return {
      anyOf: [{ type: 'string', maxLength: 200, description: 'contains, case-insensitive' }, NONE],
    };
  if (kind.kind === 'dateRange') {
    // a business day (whole day) or an instant; a bound may be left out or null
    const bound = {
      anyOf: [{ type: 'string', format: 'date' }, { type: 'string', format: 'date-time' }, { type: 'null' }],
    };
    return {
      anyOf: [
        {
          type: 'object',
          properties: { gte: bound, lte: bound },
          minProperties: 1,
          additionalProperties: false,
        },
        { type: 'array', prefixItems: [bound, bound], minItems: 1, maxItems: 2 },
        NONE,
      ],
    };
  }
  const one: JsonSchema =
    kind.type === 'bool'
      ? { type: 'boolean' }
      : kind.type === 'int'
        ? { type: 'integer' }
        : kind.type === 'uuid'
          ? { type: 'string', format: 'uuid' }
          : { type: 'string', maxLength: 200, ...(kind.values ? { enum: [...kind.values] } : {}) };
  const many = { type: 'array', items: one, maxItems: 500 };
  return {
    anyOf: [
      NONE,
      one,
      many,
      { type: 'object', properties: { ne: one }, required: ['ne'], additionalProperties: false },
      { type: 'object', properties: { nin: many }, required: ['nin'], additionalProperties: false },
    ],
  };
}

const jsonParam = (name: string, description: string, schema: JsonSchema) => ({
  name,
  in: 'query',
  required: false,
  description,
  // the value is JSON in the query string (OpenAPI 3.1: a parameter with content)
  content: { 'application/json': { schema } },
});

/**
 * The list protocol's query parameters of one list call, from its spec and what the call reads
 * (docs/api.md "Lists").
 */
export function listParameters(spec: ListSpec, reads: ListRead): unknown[] {
  const filters: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(spec.filters).map(([k, f]) => [k, filterSchema(f)])),
    additionalProperties: false,
  };
  const [field, dir] = spec.defaultSort;
  const params = [
    jsonParam('sort', `\`["field","ASC"|"DESC"]\`; default \`["${field}","${dir}"]\``, {
      type: 'array',
      prefixItems: [{ enum: [...spec.sorts] }, { enum: ['ASC', 'DESC'] }],
      minItems: 2,
      maxItems: 2,
    }),
    jsonParam('range', `\`[from, to]\`, both included, at most ${spec.maxPage} rows; default \`[0, 79]\``, {
      type: 'array',
      prefixItems: [
        { type: 'integer', minimum: 0 },
        { type: 'integer', minimum: 0 },
      ],
      minItems: 2,
      maxItems: 2,
    }),
    jsonParam('filter', 'the filters of the list, all must hold; an unknown field is a 400', filters),
    jsonParam('tabFilter', 'the filters of the selected tab, same shape as `filter`', filters),
  ];
  const total = {
    name: 'total',
    in: 'query',
    required: false,
    description:
      'absent: the page and its total; `later`: the page alone, total `*` unless the page shows it (a short page); `only`: the total alone, no rows (docs/api.md, Totals)',
    schema: { type: 'string', enum: [...TOTAL_MODES] },
  };
  const read: readonly string[] = LIST_READS[reads];
  return [...params, total].filter((p) => read.includes(p.name));
}

/** The headers of a list's answer (server/lists/reply.ts). */
export function listHeaders(spec: ListSpec): Record<string, unknown> {
  return {
    'Content-Range': {
      description: `\`${spec.resource} <from>-<to>/<total>\`, or \`${spec.resource} */<total>\` for an empty page; total \`*\` when only estimated, or not counted (\`total=later\`)`,
      schema: { type: 'string' },
    },
    'X-Total-Estimate': {
      description: "PostgreSQL's estimate of the total when Content-Range says `*` (docs/api.md, Totals)",
      schema: { type: 'integer' },
    },
  };
}
