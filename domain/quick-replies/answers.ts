import { cellsAnswer } from '../responses/cells.ts';
import { bool, instant, int, rec, str, uuid } from '../responses/common.ts';

export const QuickReplyAnswer = rec({
  id: uuid,
  title: str,
  community: uuid,
  language: str,
  body: str,
  category: str,
  active: bool,
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** rows as the quick replies list shows them to the writers */
export const QuickReplyCellsAnswer = cellsAnswer(QuickReplyAnswer);
