import * as v from 'valibot';
import { int, list, rec, str, uuid } from './common.ts';

/**
 * The answer of a cells call (domain/cells.ts CellsAnswer) for rows answered as `row`: how many
 * rows were saved and refused, and each row's result, the saved row or why it was refused.
 */
export const cellsAnswer = <T extends v.GenericSchema>(row: T) =>
  rec({
    saved: int,
    refused: int,
    results: list(
      v.variant('ok', [
        rec({ id: uuid, ok: v.literal(true), row }),
        rec({
          id: uuid,
          ok: v.literal(false),
          status: int,
          message: str,
          field: v.optional(str),
          current: v.optional(row),
        }),
      ]),
    ),
  });
