import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli at quality 1: on a 180 KB list answer it makes 28 KB in 0.7 ms, where quality 4 makes
 * 27 KB in 1.1 ms and gzip 6 28 KB in 1.35 ms. Under load the server's CPU is what the list
 * benchmark measures, and 5 % more bytes cost a browser far less (docs/operations.md). The high
 * qualities are for assets, compressed once at build; text mode helps on JSON.
 */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** The encoding to use for an Accept-Encoding header: br before gzip, none refused with q=0. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Compresses the API's JSON answers over COMPRESS_MIN_BYTES for clients that accept it (lists
 * and details are tens of KB of repetitive JSON). Streams (the CSV export) and the static files
 * (precompressed at build, see static.ts) pass as they are.
 */
export function installApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    addVary(reply);
    // the header first: measuring a string's UTF-8 bytes walks all of it, for nothing when the
    // client takes no encoding; and a string of COMPRESS_MIN_BYTES characters has at least as many bytes
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    if (payload.length < COMPRESS_MIN_BYTES && Buffer.byteLength(payload) < COMPRESS_MIN_BYTES)
      return payload;
    const body =
      encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
