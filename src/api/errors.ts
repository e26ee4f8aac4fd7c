import { isHTTPError } from 'ky';
import { type ApiError, isApiError, messageParts } from '../../domain/errors.ts';
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
 * The message to show for a failed call: the server's message, else 'An error occurs'.
 * The server sends a translation key when it has one, else its own text; `exists` tells keys apart.
 */
export function errorMessage(
  e: unknown,
  t: Translate,
  exists: (k: string) => boolean,
  fallback: TKey = 'errors.anErrorOccurs',
): string {
  const body = apiErrorOf(e);
  if (body?.message)
    return exists(messageParts(body.message).key) ? translateMessage(body.message, t, exists) : body.message;
  const status = statusOf(e);
  if (status === 429) return t('errors.tooManyRequests');
  return t(fallback);
}

/**
 * A message key, bare or with values (`messageWith`, domain/errors.ts), in the user's language:
 * a value that is a message key (a payment status) is translated too, so no placeholder shows.
 */
export function translateMessage(message: string, t: Translate, exists: (k: string) => boolean): string {
  const { key, values } = messageParts(message);
  const shown = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, exists(v) ? t(dataKey(v)) : v]),
  );
  return t(dataKey(key), shown);
}
