import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { dataKey, type TKey, type Translate } from '../../../locales/keys.ts';
import { apiErrorOf } from '../../api/errors.ts';

/**
 * The text of a failed order call: the server's message translated, with the
 * details it sends as interpolation values (e.g. notEnoughStock's {{left}}), else the fallback.
 */
export function orderErrorText(e: unknown, t: Translate, exists: (k: string) => boolean, fallback: TKey) {
  const body = apiErrorOf(e);
  if (body?.message) {
    if (!exists(body.message)) return body.message;
    const details = body.details && typeof body.details === 'object' ? body.details : {};
    const field = body.fields ? Object.values(body.fields)[0] : undefined;
    const text = t(dataKey(body.message), details as Record<string, unknown>);
    // a generic "fix the errors" names the first field's own message when it has one
    return body.message === 'errors.validation' && field && exists(field)
      ? `${text}: ${t(dataKey(field))}`
      : text;
  }
  return t(fallback);
}

/**
 * A refusal shown on the one field it is about: the field's own message when the server named
 * one ("Value too small"), else the general message, never "fix the errors" with nothing marked.
 */
export function fieldErrorText(e: unknown, t: Translate, exists: (k: string) => boolean): string {
  const body = apiErrorOf(e);
  const field = body?.fields ? Object.values(body.fields)[0] : undefined;
  if (field) return exists(field) ? t(dataKey(field)) : field;
  return orderErrorText(e, t, exists, 'errors.anErrorOccurs');
}

/** No answer at all (offline, server down, timeout): the call is worth retrying later. */
export function isNetworkFailure(e: unknown): boolean {
  if (isHTTPError(e)) return false;
  return isNetworkError(e) || isTimeoutError(e) || e instanceof TypeError;
}
