import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { file, instant, int, list, nil, open, rec, str, uuid } from '../responses/common.ts';

const supplierFields = {
  id: uuid,
  name: str,
  type: str,
  vat: v.number(),
  commission: v.number(),
  status: str,
};
export const SupplierChoice = rec(supplierFields);
export const SupplierAnswer = rec({
  ...supplierFields,
  phone: str,
  wechatID: str,
  contacts: list(open),
  paymentTerm: str,
  financeInformation: list(file),
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** rows as the suppliers list shows them to the editors */
export const SupplierCellsAnswer = cellsAnswer(SupplierAnswer);
export const SupplierWithCounts = v.looseObject({
  ...SupplierAnswer.entries,
  counts: rec({ claims: nil(int), orders: int, offers: int, products: int }),
});
