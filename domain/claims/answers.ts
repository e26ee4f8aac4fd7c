import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { bool, fen, int, nil, open, rec, str, uuid } from '../responses/common.ts';
import { serviceFields } from '../service-cases/answers.ts';

export const ClaimAnswer = rec({
  ...serviceFields,
  claimNumber: int,
  customer: nil(uuid),
  step: int,
  action: str,
  refundAmount: nil(fen),
  orderInfos: nil(open),
  urgent: bool,
});
const byKey = v.record(str, int);
export const ClaimAnalytics = rec({
  total: int,
  urgent: int,
  byStatus: byKey,
  byAction: byKey,
  byIssue: byKey,
  byResp: byKey,
});
export const ClaimCellsAnswer = cellsAnswer(ClaimAnswer);
