import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILES } from '../../domain/resources/files.ts';
import {
  FILE_KINDS,
  isStorage,
  kindOfUri,
  STORAGE_NAMES,
  STORED_URI,
  type StorageName,
} from '../../domain/storages.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { apiNotFound } from '../error-handler.ts';
import { type OpHandler, serve } from '../resources/serve.ts';
import { receiveUpload } from './upload.ts';

/** A stored file never changes: its name is new for every upload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploads (`POST /api/files/{storage}`, one route per store so the guard applies each store's
 * roles) and the stored files (`GET /storage/{storage}/{uri}`). Reading is not guarded: pictures
 * are shown by <img> tags, which send no token, and a uri is 128 random bits (docs/files.md).
 */
export async function fileRoutes(ctx: AppContext): Promise<void> {
  const { app, db, store } = ctx;
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });

  serve(
    app,
    FILES,
    Object.fromEntries(
      STORAGE_NAMES.map((storage) => [
        storage,
        (request: FastifyRequest) => receiveUpload(request, db, store, storage, ctx.user(request).id),
      ]),
    ) as unknown as Record<StorageName, OpHandler>,
  );

  app.get('/storage/:storage/:uri', async (request: FastifyRequest, reply: FastifyReply) => {
    const { storage, uri } = request.params as { storage: string; uri: string };
    const kind = kindOfUri(uri);
    if (!isStorage(storage) || !STORED_URI.test(uri) || !kind) return apiNotFound(request, reply);
    const found = await store.get({ storage, uri });
    if (!found) return apiNotFound(request, reply);
    return reply
      .header('content-type', FILE_KINDS[kind].mime)
      .header('content-length', String(found.size))
      .header('cache-control', IMMUTABLE)
      .header('etag', `"${uri}"`)
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
  // anything else under /storage (other depths, dot segments) is not a file: never the SPA page
  app.get('/storage', apiNotFound);
  app.get('/storage/*', apiNotFound);
}

export default fileRoutes satisfies AreaRoutes;
