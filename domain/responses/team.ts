import * as v from 'valibot';
import { CITIES, ROLES } from '../roles.ts';
import { cellsAnswer } from './cells.ts';
import { bool, instant, int, list, rec, str, uuid } from './common.ts';

export const UserAnswer = rec({
  id: uuid,
  name: str,
  email: str,
  role: v.picklist(ROLES),
  city: v.picklist(CITIES),
  communities: list(uuid),
  disabled: bool,
  version: int,
  createdAt: instant,
  updatedAt: instant,
});

/** POST /api/users/cells: each row's result, the member as the team list shows him. */
export const UserCellsAnswer = cellsAnswer(UserAnswer);

export const AuthAnswerSchema = rec({
  token: str,
  expireAt: instant,
  refreshToken: str,
  refreshExpireAt: instant,
  user: UserAnswer,
});

export const CommunityAnswer = rec({ id: uuid, key: str, name: rec({ en: str, zh: str }) });

export const HistoryEntryAnswer = rec({
  id: int,
  at: instant,
  actor: v.nullable(rec({ id: uuid, name: str })),
  action: str,
  before: v.unknown(),
  after: v.unknown(),
});
