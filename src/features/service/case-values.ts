import type { ServiceCase } from '../../../domain/service-cases/schema.ts';

/** A service case form's values (amount in fen); undefined selects are unchosen. */
export interface ServiceCaseValues {
  order?: string;
  resp?: string;
  issue?: string;
  issueDetail: string;
  actionETA?: string;
  refundAmount: number | null;
  paymentMethod?: string;
  outTradeNo: string;
  comment: string;
  version?: number;
}

/** A new case: texts empty rather than absent, so a field cleared and one never typed in look alike. */
export const EMPTY_CASE: ServiceCaseValues = {
  issueDetail: '',
  refundAmount: null,
  outTradeNo: '',
  comment: '',
};

/** The values a saved claim or refund gives its form alike; each adds its amount, method and own fields. */
export function caseValues(c: ServiceCase & { resp: string; issue: string }) {
  return {
    order: c.order,
    resp: c.resp,
    issue: c.issue,
    issueDetail: c.issueDetail,
    actionETA: c.actionETA,
    outTradeNo: c.outTradeNo,
    comment: c.comment,
    version: c.version,
  };
}
