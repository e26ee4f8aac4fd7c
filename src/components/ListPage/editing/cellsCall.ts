import { isHTTPError } from 'ky';
import type { CellsAnswer } from '../../../../domain/cells.ts';
import { api } from '../../../api/client.ts';
import { apiErrorOf } from '../../../api/errors.ts';
import type { CallError, SendCells } from './rowEdits.ts';

/**
 * The cells call of a list (POST /api/<entity>/cells): the answer per row, or a CallError when the
 * call fails as a whole (its status and message; none when no answer came: offline, timed out).
 */
export function cellsCall<T>(path: string): SendCells<T> {
  return async (rows, key) => {
    try {
      // a 1 000-row paste is one call: each row is saved on its own transaction on the server
      return await api
        .post(path, { json: { rows }, timeout: 120_000, headers: { 'Idempotency-Key': key } })
        .json<CellsAnswer<T>>();
    } catch (e) {
      const failure: CallError = isHTTPError(e)
        ? { status: e.response.status, message: apiErrorOf(e)?.message }
        : {};
      throw failure;
    }
  };
}
