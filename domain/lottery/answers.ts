import { i18n, instant, int, list, open, rec, str, uuid } from '../responses/common.ts';

export const LotteryDrawAnswer = rec({
  id: uuid,
  offerId: uuid,
  channel: str,
  drawNumber: int,
  conditionType: str,
  gifts: list(open),
  winners: list(open),
});
export const LotteryResult = rec({
  id: uuid,
  offer: uuid,
  offerID: int,
  offerName: i18n,
  internalName: str,
  community: uuid,
  channel: str,
  drawNumber: int,
  winners: list(open),
  createdAt: instant,
});
