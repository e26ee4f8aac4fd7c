import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';

// multipart framing around the file: boundaries and part headers, never near this size
const FRAMING_BYTES = 64 * 1024;
// parts a client may send beside the file, each named in the 400; more is a malformed body
const STRAY_PARTS = 8;
const STRAY_FIELD_BYTES = 1024;
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

export const tooLarge = (maxBytes: number) =>
  new HttpError('payload_too_large', 'errors.fileTooLarge', { details: { maxBytes } });

/**
 * What the multipart parser throws about the body itself (no boundary, a part cut short, more
 * parts than a file and a few strays) is the caller's malformed request: 400. The parser's other
 * errors that carry a status keep it.
 */
export const malformed = (err: unknown) => {
  if (err instanceof HttpError) return err;
  const e = err as { statusCode?: number; code?: string };
  return e.statusCode && !LIMIT_CODES.has(e.code ?? '')
    ? err
    : new HttpError('bad_request', 'errors.badRequest');
};

export async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream);
}

/** The one `file` part, unread, and `rest`: to call once it is read (400 if other parts follow). */
export interface FilePart {
  part: MultipartFile;
  rest: () => Promise<void>;
}

/**
 * The one `file` part of a multipart upload: 413 when the body is declared larger than
 * `maxBytes` can be, 415 when it is not multipart, 400 naming each part that is not the file (a
 * text field, a file under another name, before or after it) and `file` when there is none.
 */
export async function filePart(request: FastifyRequest, maxBytes: number): Promise<FilePart> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw tooLarge(maxBytes);
  if (!request.isMultipart()) throw new HttpError('unsupported_media_type', 'errors.notMultipart');
  const options = {
    limits: {
      fileSize: maxBytes,
      files: STRAY_PARTS + 1,
      fields: STRAY_PARTS,
      fieldSize: STRAY_FIELD_BYTES,
      parts: STRAY_PARTS + 1,
    },
    // the part is cut at the limit and marked `truncated` (413 after it), rather than thrown
    // mid-read; the iterator reads it at run time, its type does not list it
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0])[Symbol.asyncIterator]();
  const next = () =>
    parts.next().catch((err: unknown) => {
      throw malformed(err);
    });
  const stray: string[] = [];
  // every part up to the end, the files among them read to nothing, their names kept
  const skipToEnd = async () => {
    for (let r = await next(); !r.done; r = await next()) {
      const p = r.value as Multipart;
      if (p.type === 'file') await drain(p.file);
      stray.push(p.fieldname);
    }
  };
  // a text where the file goes is no file: `file` is then required
  const refuse = (withFile: boolean) =>
    badRequest({
      ...Object.fromEntries(stray.map((name) => [name, 'validation.unknownField'])),
      ...(withFile ? {} : { file: 'validation.required' }),
    });
  for (let r = await next(); !r.done; r = await next()) {
    const p = r.value as Multipart;
    if (p.type !== 'file' || p.fieldname !== 'file') {
      if (p.type === 'file') await drain(p.file);
      stray.push(p.fieldname);
      continue;
    }
    if (stray.length > 0) {
      await drain(p.file);
      await skipToEnd();
      throw refuse(true);
    }
    return {
      part: p,
      rest: async () => {
        await skipToEnd();
        if (stray.length > 0) throw refuse(true);
      },
    };
  }
  throw refuse(false);
}
