import type { FastifyReply } from 'fastify';

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/**
 * A file answer: its type and a name that survives any language (an ASCII fallback plus the
 * RFC 5987 UTF-8 name, which browsers prefer, so a Chinese name arrives intact).
 */
export function attachment(reply: FastifyReply, name: string, type: keyof typeof TYPES): FastifyReply {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', TYPES[type])
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}
