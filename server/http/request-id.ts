import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isBuiltScriptOrStyleAnswer } from './built-assets.ts';

/** An id a proxy or a caller already gave the request is kept when it is a plain token. */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/**
 * Fastify's `genReqId`: unique across instances (a counter per process is not), or the caller's
 * X-Request-Id so one id follows a request from the proxy's log to ours.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * One log line per answered request (Fastify's own logging writes two and is off), carrying the
 * request id like every line the request logs; the id is also sent back as X-Request-Id.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // not on the console's scripts and styles: their lines are debug-only, the id would go unread
    if (!isBuiltScriptOrStyleAnswer(request, reply)) reply.header('x-request-id', request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      // the query is left out: list filters carry customers' names and phones
      url: request.url.split('?')[0] ?? request.url,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (status >= 500) request.log.error(line, 'request');
    else if (line.url.startsWith('/api')) request.log.info(line, 'request');
    // the console's files: one page load is thirty of them
    else request.log.debug(line, 'request');
  });
}
