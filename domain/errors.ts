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
  'conflict',
  'too_many_requests',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_OF: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  internal: 500,
};

export function isApiError(x: unknown): x is ApiError {
  return typeof x === 'object' && x !== null && typeof (x as ApiError).error === 'string';
}
