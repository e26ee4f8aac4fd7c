import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FILE_KINDS,
  type StorageName,
  type StoredFile,
  shownFileName,
  storageSpec,
} from '../../domain/storages.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import { SNIFF_BYTES, sniff } from '../storage/sniff.ts';
import type { FileStore } from '../storage/store.ts';
import { drain, filePart, malformed, tooLarge } from './file-part.ts';

/** The uploader's file name, kept for display only: no folders, no control characters (shownFileName). */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = shownFileName(base).trim().slice(0, 200);
  return clean || fallback;
}

/** The part's chunks, a parse error while reading them being the 400 above. */
function chunksOf(stream: AsyncIterable<unknown>): AsyncIterator<Buffer> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return {
    next: () =>
      it.next().catch((err: unknown) => {
        throw malformed(err);
      }),
  };
}

/**
 * Streams the `file` part of a multipart request into a store: the first bytes decide the kind
 * (415 when the store does not take it), the rest flows to the store while it is hashed and
 * counted; past the store's limit the part is cut (413) and nothing stays. Only the generated
 * uri ever reaches the store.
 */
export async function receiveUpload(
  request: FastifyRequest,
  db: Kysely<Database>,
  store: FileStore,
  storage: StorageName,
  uploaderId: string,
): Promise<StoredFile> {
  const spec = storageSpec(storage);
  const { part, rest } = await filePart(request, spec.maxBytes);
  const chunks = chunksOf(part.file);
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value as Buffer);
    headBytes += (next.value as Buffer).length;
  }
  const kind = sniff(Buffer.concat(head));
  if (!kind || !spec.kinds.includes(kind)) {
    if (!ended) await drain({ [Symbol.asyncIterator]: () => chunks });
    throw new HttpError('unsupported_media_type', 'errors.unsupportedFileType', {
      details: { accepted: spec.kinds },
    });
  }

  const info = FILE_KINDS[kind];
  const uri = `${randomBytes(16).toString('hex')}.${info.ext}`;
  const hash = createHash('sha256');
  const body = Readable.from(
    (async function* () {
      for (const c of head) {
        hash.update(c);
        yield c;
      }
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        hash.update(next.value as Buffer);
        yield next.value as Buffer;
      }
    })(),
    { objectMode: false },
  );
  const key = { storage, uri };
  const size = await store.put(key, body, info.mime);
  if (part.file.truncated) {
    await store.delete(key);
    throw tooLarge(spec.maxBytes);
  }
  // a part after the file: the upload is refused whole, nothing kept
  await rest().catch(async (err: unknown) => {
    await store.delete(key);
    throw err;
  });
  const sha256 = hash.digest('hex');
  const name = displayName(part.filename, `${storage}.${info.ext}`);
  try {
    await db
      .insertInto('files')
      .values({ storage, uri, name, size, content_type: info.mime, sha256, uploaded_by: uploaderId })
      .execute();
  } catch (err) {
    await store.delete(key);
    throw err;
  }
  return spec.hash ? { name, uri, hash: sha256 } : { name, uri };
}
