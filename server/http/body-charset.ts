import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/** `charset=…` of a Content-Type, unquoted and lower-cased; null when it names none. */
function charsetOf(contentType: string): string | null {
  const m = /;\s*charset\s*=\s*(["']?)([^"';\s]*)\1/i.exec(contentType);
  return m ? (m[2] ?? '').toLowerCase() : null;
}

// US-ASCII is UTF-8's first half: a body in it reads the same
const UTF8 = new Set(['utf-8', 'utf8', 'us-ascii']);

/** A request that carries a body (a GET with a stray Content-Type has none to misread). */
const hasBody = (h: Record<string, string | string[] | undefined>) =>
  h['transfer-encoding'] !== undefined || Number(h['content-length'] ?? 0) > 0;

/**
 * Every body is read as UTF-8 (JSON, multipart fields, pasted text). A body declared in another
 * charset would be read as something it is not, and stored wrong: it is refused whole with 415
 * before a byte of it is parsed.
 */
export function installBodyCharset(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const type = request.headers['content-type'];
    if (!type || !hasBody(request.headers)) return;
    const charset = charsetOf(type);
    if (charset !== null && !UTF8.has(charset))
      throw new HttpError('unsupported_media_type', 'errors.unsupportedCharset');
  });
}
