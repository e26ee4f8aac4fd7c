import { readFileSync } from 'node:fs';
import { API_REFERENCE } from '../../domain/system/resource.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { serve } from '../resources/serve.ts';
import { openApiDocument } from './document.ts';
import { referencePage } from './page.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** `/api/openapi.json` and `/api/docs`: built once, at start-up, from the declarations. */
export function openApiRoutes(ctx: AppContext): void {
  const doc = openApiDocument(undefined, version);
  const json = JSON.stringify(doc);
  const html = referencePage(doc);
  serve(ctx.app, API_REFERENCE, {
    openapi: (_request, reply) => reply.type('application/json; charset=utf-8').send(json),
    docs: (_request, reply) => reply.type('text/html; charset=utf-8').send(html),
  });
}

export default openApiRoutes satisfies AreaRoutes;
