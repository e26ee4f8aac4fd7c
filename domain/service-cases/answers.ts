import { instant, int, nil, str, uuid } from '../responses/common.ts';
import { ShownMemberAnswer } from '../users/shown-actor.ts';

export const serviceFields = {
  id: uuid,
  order: uuid,
  orderID: int,
  customerName: str,
  community: uuid,
  offer: nil(uuid),
  supplier: nil(uuid),
  teamMember: nil(ShownMemberAnswer),
  teamMemberName: nil(str),
  resp: str,
  issue: str,
  issueDetail: str,
  comment: str,
  status: str,
  createdAt: instant,
  updatedAt: instant,
  version: int,
};
