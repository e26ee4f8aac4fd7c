import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';

// multipart framing around the file: boundaries and part headers, never near this size
const FRAMING_BYTES = 64 * 1024;
// text fields a client may send beside the file (each named in the 400), each at most this long
const STRAY_FIELDS = 8;
const STRAY_FIELD_BYTES = 1024;

export const tooLarge = (maxBytes: number) =>
  new HttpError('payload_too_large', 'errors.fileTooLarge', { details: { maxBytes } });

/**
 * What the multipart parser throws about the body itself (no boundary, a part cut short) is the
 * caller's malformed request: 400. Errors that carry a status (the parser's limits) keep it.
 */
export const malformed = (err: unknown) =>
  err instanceof HttpError || (err as { statusCode?: number }).statusCode
    ? err
    : new HttpError('bad_request', 'errors.badRequest');

export async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream);
}

/**
 * The one `file` part of a multipart upload, unread: 413 when the body is declared larger than
 * `maxBytes` can be, 415 when it is not multipart, 400 naming each part that is not the file (a
 * text field, a file under another name) and `file` when there is none.
 */
export async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw tooLarge(maxBytes);
  if (!request.isMultipart()) throw new HttpError('unsupported_media_type', 'errors.notMultipart');
  const part = await request
    .file({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: STRAY_FIELDS,
        fieldSize: STRAY_FIELD_BYTES,
        parts: STRAY_FIELDS + 1,
      },
      throwFileSizeLimit: false,
    })
    .catch((err: unknown) => {
      throw malformed(err);
    });
  const stray = Object.keys(part?.fields ?? {}).filter((name) => name !== 'file');
  if (part?.fieldname === 'file' && stray.length === 0) return part;
  if (part) await drain(part.file);
  throw badRequest({
    ...(part?.fieldname === 'file' ? {} : { file: 'validation.required' }),
    ...Object.fromEntries(stray.map((name) => [name, 'validation.unknownField'])),
  });
}
