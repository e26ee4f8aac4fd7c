import { instant, rec, str, uuid } from '../responses/common.ts';
import { UserAnswer } from '../users/answers.ts';

export const AuthAnswerSchema = rec({
  token: str,
  expireAt: instant,
  refreshToken: str,
  refreshExpireAt: instant,
  user: UserAnswer,
});
export const CommunityAnswer = rec({ id: uuid, key: str, name: rec({ en: str, zh: str }) });
