import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, codeOfStatus } from '../domain/errors.ts';
import { isDatabaseUnavailable } from './db/outage.ts';
import { HttpError } from './errors.ts';
import { allowedMethods } from './http/allowed-methods.ts';
import { capacityFailure } from './http/write-capacity.ts';

/** PostgreSQL errors that a caller's input can cause: they are the caller's 4xx, never a 500. */
const PG_CLIENT_ERRORS: Record<string, { status: number; body: ApiError }> = {
  '22P02': { status: 400, body: { error: 'bad_request', message: 'errors.invalidValue' } },
  '22003': { status: 400, body: { error: 'bad_request', message: 'errors.outOfRange' } },
  '22007': { status: 400, body: { error: 'bad_request', message: 'errors.invalidDate' } },
  '22008': { status: 400, body: { error: 'bad_request', message: 'errors.invalidDate' } },
  // a NUL character or bytes PostgreSQL cannot store in text / jsonb
  '22021': { status: 400, body: { error: 'bad_request', message: 'errors.invalidValue' } },
  '22P05': { status: 400, body: { error: 'bad_request', message: 'errors.invalidValue' } },
  '22001': { status: 400, body: { error: 'bad_request', message: 'errors.invalidValue' } },
  '23503': { status: 400, body: { error: 'bad_request', message: 'errors.unknownReference' } },
  '23514': { status: 400, body: { error: 'bad_request', message: 'errors.invalidValue' } },
  '23505': { status: 409, body: { error: 'conflict', message: 'errors.conflict' } },
  '40001': { status: 409, body: { error: 'conflict', message: 'errors.retry' } },
  '40P01': { status: 409, body: { error: 'conflict', message: 'errors.retry' } },
};

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.malformedJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payloadTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.badRequest',
  FST_ERR_BAD_URL: 'errors.badRequest',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.badRequest',
};

export function toApiError(err: unknown): {
  status: number;
  body: ApiError;
  headers?: Record<string, string>;
} {
  if (err instanceof HttpError) return { status: err.status, body: err.body(), headers: err.headers };
  const e = err as Partial<FastifyError> & { code?: string };
  const pg = e.code ? PG_CLIENT_ERRORS[e.code] : undefined;
  if (pg) return pg;
  const known = e.code ? FASTIFY_CLIENT_ERRORS[e.code] : undefined;
  if (known) {
    const status = e.statusCode ?? 400;
    return { status, body: { error: codeOfStatus(status), message: known } };
  }
  const capacity = capacityFailure(err);
  if (capacity) {
    return {
      status: 503,
      body: { error: 'unavailable', message: capacity.message },
      headers: { 'retry-after': String(capacity.retryAfterSeconds) },
    };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      body: { error: 'unavailable', message: 'errors.databaseUnavailable' },
      headers: { 'retry-after': '5' },
    };
  }
  // anything else Fastify itself refuses (JSON with __proto__, bad header...) is still the caller's fault
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    const error = codeOfStatus(e.statusCode);
    const message =
      e instanceof SyntaxError
        ? 'errors.malformedJson'
        : error === 'not_found'
          ? 'errors.notFound'
          : 'errors.badRequest';
    return { status: e.statusCode, body: { error, message } };
  }
  return { status: 500, body: { error: 'internal', message: 'errors.internal' } };
}

function send(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body: answer, headers } = toApiError(err);
  const capacity = capacityFailure(err);
  // not ready until a probe write succeeds again (/api/ready)
  if (capacity && request.server.hasDecorator('failingWrites'))
    request.server.failingWrites.add(capacity.path);
  let body: ApiError & { requestId?: string } = answer;
  if (answer.message === 'errors.databaseUnavailable') request.log.warn({ err }, 'database unavailable');
  else if (status >= 500) {
    // a full disk too: an operator must act, and the user's report names this line
    request.log.error({ err }, 'request failed');
    // the id of the log line that explains it: what a user reads out to the operator
    body = { ...answer, requestId: request.id };
  }
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The one error shape of the API: handlers throw, this answers. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => send(err, request, reply));
}

/** For Fastify's `frameworkErrors` option (malformed URLs and the like, before any route). */
export function frameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  send(err, request, reply);
}

/**
 * An unknown path is a 404; a declared path called with a method it does not take is a 405 with
 * `Allow` (RFC 9110 §15.5.6), so a client can tell a wrong method from a wrong URL.
 */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const allowed = allowedMethods(request.url.split('?')[0] ?? '');
  if (allowed.length && !allowed.includes(request.method)) {
    const body: ApiError = { error: 'method_not_allowed', message: 'errors.methodNotAllowed' };
    return reply.code(405).header('allow', allowed.join(', ')).send(body);
  }
  const body: ApiError = { error: 'not_found', message: 'errors.notFound' };
  return reply.code(404).send(body);
}

/**
 * For Fastify's `clientErrorHandler`: what the HTTP parser refuses before any request exists (a
 * URL or headers over the limit, bytes that are not HTTP, a request that timed out). The socket
 * is destroyed after the answer, so the answer says `Connection: close`: Fastify's own handler
 * does not, and a kept-alive client (undici, a proxy) could send its next request on the dead
 * socket and see it reset. Same JSON shape as every other error.
 */
export function clientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ApiError] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { error: 'headers_too_large', message: 'errors.headersTooLarge' }]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { error: 'bad_request', message: 'errors.retry' }]
        : [400, { error: 'bad_request', message: 'errors.badRequest' }];
  const json = JSON.stringify(body);
  this.log.debug({ err }, 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  socket.destroy(err);
}
