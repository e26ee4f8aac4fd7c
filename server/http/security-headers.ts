import type { FastifyInstance } from 'fastify';
import { isBuiltScriptOrStyleAnswer } from './built-assets.ts';

/**
 * The console's Content-Security-Policy. Scripts only from our origin, never inline (vite emits
 * none; a script injected through some unescaped string cannot run, which matters while tokens
 * live in localStorage). Styles need 'unsafe-inline': AG Grid's theming API injects <style>
 * elements at run time, and Blueprint's popovers set style attributes. Pictures may be external
 * https URLs (customers' pictures). `connect-src 'self'` covers the live socket (ws/wss on the
 * same host and port). Nothing may frame the console (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // for browsers without CSP frame-ancestors
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** One year; sent only over HTTPS (directly or, with TRUST_PROXY, per X-Forwarded-Proto). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** What a built script or stylesheet needs of them: its type must be obeyed, never sniffed. */
const SCRIPT_OR_STYLE_HEADERS: Record<string, string> = { 'x-content-type-options': 'nosniff' };

/**
 * Sets the security headers on every answer: pages, API answers, errors and files alike; the
 * console's own scripts and stylesheets get only those that apply to them (built-assets.ts).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const lean = isBuiltScriptOrStyleAnswer(request, reply);
    for (const [name, value] of Object.entries(lean ? SCRIPT_OR_STYLE_HEADERS : HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers are one member's data (tokens, customers' addresses): no cache may keep them,
    // unless a route says otherwise
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
