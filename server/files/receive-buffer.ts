import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';
import { malformed, tooLarge } from './upload.ts';

// multipart framing around the file: boundaries and part headers, never near this size
const FRAMING_BYTES = 64 * 1024;

/**
 * The `file` part of a multipart request, in memory, for a file read at once and not kept (a
 * carrier's spreadsheet): past `maxBytes` the part is cut and the answer is 413; a body that is
 * not multipart is 415; a malformed one, or one without a `file` part, 400.
 */
export async function receiveBuffer(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw tooLarge(maxBytes);
  if (!request.isMultipart()) throw new HttpError('unsupported_media_type', 'errors.notMultipart');
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: false })
    .catch((err: unknown) => {
      throw malformed(err);
    });
  if (part?.fieldname !== 'file') {
    if (part) for await (const _ of part.file);
    throw badRequest({ file: 'validation.required' });
  }
  const chunks: Buffer[] = [];
  try {
    for await (const c of part.file) chunks.push(c as Buffer);
  } catch (err) {
    throw malformed(err);
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  return { bytes: Buffer.concat(chunks), filename: part.filename ?? '' };
}
