import { isHTTPError } from 'ky';
import { type ApiError, isApiError } from '../../domain/errors.ts';
import { dataKey, type TKey, type Translate } from '../../locales/keys.ts';

/** The API error body of a failed call, when the server sent one. */
export function apiErrorOf(e: unknown): ApiError | undefined {
  if (isHTTPError(e) && isApiError(e.data)) return e.data;
  return undefined;
}

export function statusOf(e: unknown): number | undefined {
  return isHTTPError(e) ? e.response.status : undefined;
}

/** Aborted fetches (a newer query replaced this one) are not failures worth showing. */
export function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * The message to show for a failed call (spec §8: "server message, else 'An error occurs'").
 * The server sends a translation key when it has one, else its own text; `exists` tells keys apart.
 */
export function errorMessage(
  e: unknown,
  t: Translate,
  exists: (k: string) => boolean,
  fallback: TKey = 'errors.anErrorOccurs',
): string {
  const body = apiErrorOf(e);
  if (body?.message) return exists(body.message) ? t(dataKey(body.message)) : body.message;
  const status = statusOf(e);
  if (status === 429) return t('errors.tooManyRequests');
  return t(fallback);
}
