import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { fen, instant, int, list, nil, rec, str, uuid } from '../responses/common.ts';

// a free-from rule may have no fee (docs/domain.md, delivery fees)
const areaRule = rec({ type: str, fee: nil(fen) });
export const DeliveryTemplateAnswer = rec({
  id: uuid,
  name: str,
  status: str,
  areas: list(rec({ area: uuid, rules: list(areaRule) })),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** POST /api/delivery-templates/cells: each row's result, the template as its list shows it. */
export const TemplateCellsAnswer = cellsAnswer(DeliveryTemplateAnswer);
export const DeliveryAreaAnswer = rec({
  id: uuid,
  name: str,
  nameZh: str,
  parent: nil(uuid),
  path: list(uuid),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
export const DeliveryAreaRow = v.looseObject({
  ...DeliveryAreaAnswer.entries,
  parentName: nil(str),
  parentNameZh: nil(str),
});
