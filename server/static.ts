import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler.ts';
import { isBuiltScriptOrStyle } from './http/built-assets.ts';

/**
 * Serves the built console from `dir` (vite's dist/), each file as its brotli or gzip variant
 * written at build (precompress.ts) when the client accepts it (Vary: Accept-Encoding), else as
 * it is. Hashed files under /assets are immutable;
 * index.html is revalidated so a new build is picked up at once. Any other GET that is not /api
 * and not a file is a client route (/users/42): it gets index.html and the router takes over.
 */
export async function serveClient(app: FastifyInstance, dir: string): Promise<void> {
  const root = path.resolve(dir);
  // checked per request: a build running beside a live server replaces dist/ under its feet
  const hasIndex = () => existsSync(path.join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // a hashed name is its version: nothing ever revalidates these
      if (isBuiltScriptOrStyle(res.request.url)) {
        res.removeHeader('etag');
        res.removeHeader('last-modified');
      }
    },
  });
  const page = (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  };
  // the root is a directory to the static handler (403 without an index): answer it explicitly
  app.get('/', (request, reply) => (hasIndex() ? page(request, reply) : apiNotFound(request, reply)));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (isApi || !wantsPage || !hasIndex()) return apiNotFound(request, reply);
    return page(request, reply);
  });
}
