import type { OpenApiDocument, OpenApiOperation } from './document.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * The reference page of the OpenAPI document, rendered on the server: plain HTML with one inline
 * stylesheet (the policy allows inline styles, never scripts), `<details>` to fold operations,
 * so it reads the same with scripts off and needs nothing from another origin.
 */
const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const code = (s: unknown) => `<code>${esc(s)}</code>`;
/** `backticks` of the descriptions as code, the rest escaped */
const prose = (s: string) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

const CONSTRAINTS = [
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'pattern',
];

function typeOf(s: JsonSchema): string {
  if ('const' in s) return `= ${JSON.stringify(s.const)}`;
  if (s.enum) return `one of ${(s.enum as unknown[]).map((x) => JSON.stringify(x)).join(' | ')}`;
  if (s.anyOf || s.oneOf) return ((s.anyOf ?? s.oneOf) as JsonSchema[]).map(typeOf).join(' or ');
  if (s.$ref) return String(s.$ref).split('/').pop()!;
  if (s.type === 'array') return `array of ${typeOf((s.items as JsonSchema) ?? {})}`;
  return String(s.type ?? 'any');
}

function facts(s: JsonSchema): string {
  const out = CONSTRAINTS.filter((k) => s[k] !== undefined).map((k) => `${k} ${code(s[k])}`);
  if (s.default !== undefined) out.push(`default ${code(JSON.stringify(s.default))}`);
  if (s.additionalProperties === false) out.push('no other fields');
  if (s.description) out.push(prose(String(s.description)));
  return out.join(', ');
}

/** Nested objects (also inside arrays, nullable and union options) as nested field lists. */
function children(s: JsonSchema, depth: number): string {
  if (depth > 8) return '';
  if (s.type === 'array' && s.items) return children(s.items as JsonSchema, depth);
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options) return options.map((o) => children(o, depth)).join('');
  if (!s.properties) return '';
  const required = new Set((s.required as string[]) ?? []);
  const rows = Object.entries(s.properties as Record<string, JsonSchema>).map(
    ([k, p]) =>
      `<li>${code(k)}${required.has(k) ? ' <b>required</b>' : ''} <i>${esc(typeOf(p))}</i> ${facts(p)}${children(p, depth + 1)}</li>`,
  );
  return `<ul>${rows.join('')}</ul>`;
}

function parameterRows(params: unknown[]): string {
  const rows = (
    params as {
      name: string;
      in: string;
      description?: string;
      schema?: JsonSchema;
      content?: Record<string, { schema: JsonSchema }>;
    }[]
  ).map((p) => {
    const schema = p.schema ?? p.content?.['application/json']?.schema ?? {};
    return `<li>${code(p.name)} <i>in ${esc(p.in)}</i> ${p.content ? '(JSON) ' : ''}${p.description ? prose(p.description) : esc(typeOf(schema))}${children(schema, 1)}</li>`;
  });
  return `<h4>Parameters</h4><ul>${rows.join('')}</ul>`;
}

function operationHtml(path: string, method: string, op: OpenApiOperation): string {
  const body = op.requestBody;
  const [type, media] = body ? Object.entries(body.content)[0]! : [];
  const statuses = Object.keys(op.responses).join(' · ');
  return `<details id="${esc(op.operationId)}"><summary><span class="m ${method}">${method.toUpperCase()}</span> ${code(path)} <span class="s">${esc(op.summary)}</span></summary>
<p>${prose(op.description)}</p>
${op.parameters?.length ? parameterRows(op.parameters) : ''}
${body && media ? `<h4>Body ${code(type)}${body.required ? '' : ' (optional)'}</h4>${children(media.schema, 0) || `<p>${esc(typeOf(media.schema))}</p>`}` : ''}
<h4>Answers</h4><p>${esc(statuses)}</p></details>`;
}

export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const sections = [...byTag].map(
    ([tag, ops]) => `<section><h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${ops.join('\n')}</section>`,
  );
  const errors = Object.entries(doc.components.responses ?? {}).map(
    ([k, r]) => `<li>${code(k.slice(1))} ${prose((r as { description: string }).description)}</li>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(doc.info.title)} ${esc(doc.info.version)}</title><style>${STYLE}</style></head><body><main>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)} · OpenAPI ${esc(doc.openapi)} · <a href="/api/openapi.json">openapi.json</a></small></h1>
<p>${prose(doc.info.description)}</p>
<p>Authentication: <code>Authorization: Bearer &lt;token&gt;</code> on every operation but the public ones.</p>
<h3>Errors</h3><p>Every error is <code>{"error", "message", "fields"?, "details"?}</code>.</p><ul>${errors.join('')}</ul>
<nav>${[...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(' ')}</nav>
${sections.join('\n')}</main></body></html>`;
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1c2127;background:#fff}
main{max-width:1100px;margin:0 auto;padding:16px 24px}h1 small{font-size:13px;font-weight:normal;color:#5f6b7c}
h2{border-bottom:1px solid #d3d8de;padding-bottom:4px;margin-top:32px}h4{margin:10px 0 4px}
nav a{margin-right:10px}code{font:12px ui-monospace,monospace;background:#f6f7f9;padding:1px 3px;border-radius:2px}
details{border:1px solid #e5e8eb;border-radius:3px;margin:6px 0;padding:6px 10px}summary{cursor:pointer}
.m{display:inline-block;min-width:54px;font:bold 12px ui-monospace,monospace;color:#fff;border-radius:2px;text-align:center;padding:1px 4px}
.get{background:#238551}.post{background:#2d72d2}.put{background:#c87619}.delete{background:#cd4246}
.s{color:#5f6b7c}ul{margin:2px 0;padding-left:20px}i{color:#5f6b7c}
@media (prefers-color-scheme:dark){body{background:#1c2127;color:#f6f7f9}code{background:#2f343c}details{border-color:#383e47}.s,i,h1 small{color:#abb3bf}a{color:#8abbff}}`;
