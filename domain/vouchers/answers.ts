import { cellsAnswer } from '../responses/cells.ts';
import { day, fen, instant, int, list, nil, rec, str, uuid } from '../responses/common.ts';
import { ShownMemberAnswer } from '../users/shown-actor.ts';

export const VoucherAnswer = rec({
  id: uuid,
  voucherID: int,
  customer: uuid,
  customerName: str,
  teamMember: nil(ShownMemberAnswer),
  teamMemberName: nil(str),
  reason: str,
  comment: str,
  amount: fen,
  expirationDate: day,
  communities: list(uuid),
  status: str,
  createdAt: instant,
  version: int,
});
export const VoucherCellsAnswer = cellsAnswer(VoucherAnswer);
