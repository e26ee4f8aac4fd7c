import { randomUUID } from 'node:crypto';
import type { Schema } from '../server/openapi-sample.ts';

/** One operation of the served OpenAPI document, as the sweeps need it. */
export interface DocOperation {
  id: string;
  method: string;
  path: string;
  public: boolean;
  roles: string | string[];
  scoped: boolean;
  body: Schema | undefined;
  filterSchema: Schema | undefined;
  query: string[];
}

type Param = { name: string; in: string; content?: Record<string, { schema: Schema }> };

/** The operations of GET /api/openapi.json, but the live socket (a websocket, see live-failover). */
export async function operationsOf(base: string): Promise<DocOperation[]> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const out: DocOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.operationId === 'system.live') continue;
      const params = (op.parameters ?? []) as Param[];
      const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      out.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        public: op['x-roles'] === 'public',
        roles: op['x-roles'] as string | string[],
        scoped: op['x-community-scoped'] === true,
        body,
        filterSchema: params.find((p) => p.name === 'filter')?.content?.['application/json']?.schema,
        query: params.filter((p) => p.in === 'query' && !p.content).map((p) => p.name),
      });
    }
  }
  return out;
}

/** A path with a fresh uuid for every id (a record's history: of a member). */
export const fillPath = (path: string, ids: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => ids[k] ?? (k === 'entity' ? 'users' : randomUUID()));

/** Runs `fn` over `items`, `n` at a time. */
export async function pool<T>(items: T[], n: number, fn: (x: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}
