import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILES } from '../../domain/files/resource.ts';
import {
  FILE_KINDS,
  isStorage,
  kindOfUri,
  STORAGE_NAMES,
  STORED_URI,
  type StorageName,
  storageSpec,
} from '../../domain/storages.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { apiNotFound } from '../error-handler.ts';
import { unauthorized } from '../errors.ts';
import { type OpHandler, serve } from '../resources/serve.ts';
import { fileCookieUser } from './file-cookie.ts';
import { mayReadPrivateFile } from './private-read.ts';
import { receiveUpload } from './upload.ts';

/** A stored file never changes: its name is new for every upload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A private file is kept by the member's browser only, and not for long: access can be taken
 * away (a community removed), and a shared cache must never hold it.
 */
const PRIVATE = 'private, max-age=600';

/**
 * Uploads (`POST /api/files/{storage}`, one route per store so the guard applies each store's
 * roles) and the stored files (`GET /storage/{storage}/{uri}`). Public stores are read by their
 * name alone (128 random bits: offer, product and recipe media); private ones only with the
 * session's file cookie by a member who may read a record holding the file (docs/files.md).
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
    const isPrivate = storageSpec(storage).private === true;
    if (isPrivate) {
      reply.header('vary', 'cookie').header('cache-control', 'no-store');
      const user = await fileCookieUser(db, ctx.auth, request.headers.cookie);
      if (!user) throw unauthorized('errors.sessionExpired');
      // another community's file is not known to exist, as its record is not
      if (!(await mayReadPrivateFile(ctx, request, user, storage, uri))) return apiNotFound(request, reply);
    }
    const found = await store.get({ storage, uri });
    if (!found) return apiNotFound(request, reply);
    return reply
      .header('content-type', FILE_KINDS[kind].mime)
      .header('content-length', String(found.size))
      .header('cache-control', isPrivate ? PRIVATE : IMMUTABLE)
      .header('etag', `"${uri}"`)
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
  // anything else under /storage (other depths, dot segments) is not a file: never the SPA page
  app.get('/storage', apiNotFound);
  app.get('/storage/*', apiNotFound);
}

export default fileRoutes satisfies AreaRoutes;
