import type { FastifyRequest } from 'fastify';
import { filePart, malformed, tooLarge } from './file-part.ts';

/**
 * The `file` part of a multipart request, in memory, for a file read at once and not kept (a
 * carrier's spreadsheet): past `maxBytes` the part is cut and the answer is 413; a body that is
 * not multipart is 415; a malformed one, or one with another part than `file`, 400 (file-part.ts).
 */
export async function receiveBuffer(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string }> {
  const { part, rest } = await filePart(request, maxBytes);
  const chunks: Buffer[] = [];
  try {
    for await (const c of part.file) chunks.push(c as Buffer);
  } catch (err) {
    throw malformed(err);
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  await rest();
  return { bytes: Buffer.concat(chunks), filename: part.filename ?? '' };
}
