import * as v from 'valibot';
import { instant, int, rec, str, uuid } from '../responses/common.ts';

export const HistoryEntryAnswer = rec({
  id: int,
  at: instant,
  actor: v.nullable(rec({ id: uuid, name: str })),
  action: str,
  before: v.unknown(),
  after: v.unknown(),
});
