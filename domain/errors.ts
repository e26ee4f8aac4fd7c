/**
 * The one JSON error shape of the API. `message` is a translation key (errors.*) when the
 * client can translate it, else server text; `fields` maps a field path to a translation key.
 */
export interface ApiError {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** Extra data for the client, e.g. the newer row on a version conflict. */
  details?: unknown;
}

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'unprocessable',
  'headers_too_large',
  'too_many_requests',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_OF: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  headers_too_large: 431,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

/** The code of an error status, so a body never says another status than its answer. */
export function codeOfStatus(status: number | undefined): ErrorCode {
  const found = ERROR_CODES.find((c) => STATUS_OF[c] === status);
  return found ?? (status !== undefined && status >= 500 ? 'internal' : 'bad_request');
}

export function isApiError(x: unknown): x is ApiError {
  return typeof x === 'object' && x !== null && typeof (x as ApiError).error === 'string';
}

/** The guard's answer to a role calling a route it may not call at all. */
export const ROUTE_FORBIDDEN = 'errors.forbidden';

/**
 * Whether an answer ends the client's session. 401 always. 403 only when the route itself is
 * refused to the role (`errors.forbidden`, or no readable body): the client's idea of the role
 * is stale. A 403 about one row or one move (a locked order, a payment move the role may not
 * make, another community's record) is an answer to show where it happened: the user stays.
 */
export function endsSession(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  return !isApiError(body) || body.message === ROUTE_FORBIDDEN;
}

/**
 * A message key with values for its placeholders, as one string (`key?name=value`), so that a
 * field message (`fields` of an answer, a form rule's issue) can say which status refused it.
 * A value that is itself a message key (a payment status's label) is translated where it is
 * shown: `translateMessage` (src/api/errors.ts).
 */
export function messageWith(key: string, values: Readonly<Record<string, string>>): string {
  return `${key}?${new URLSearchParams(values).toString()}`;
}

/** The key and values of a message written by `messageWith` (a bare key has no values). */
export function messageParts(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  return {
    key: message.slice(0, at),
    values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))),
  };
}
