import * as v from 'valibot';
import { instant, int, rec, str } from '../responses/common.ts';
import { ShownActorAnswer } from '../users/shown-actor.ts';

export const HistoryEntryAnswer = rec({
  id: int,
  at: instant,
  actor: v.nullable(ShownActorAnswer),
  action: str,
  before: v.unknown(),
  after: v.unknown(),
});
