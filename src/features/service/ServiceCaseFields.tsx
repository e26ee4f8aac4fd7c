import type { ReactNode } from 'react';
import { SelectField } from '../../components/fields/ChoiceFields.tsx';
import { MoneyField } from '../../components/fields/NumberFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { ISSUE_CHOICES, METHOD_CHOICES, RESP_CHOICES } from './choices.ts';
import { DateField } from './DateField.tsx';

/**
 * The fields of a service case, laid out alike on the claim and the refund form: who is responsible
 * and what went wrong, what to do and by when, the refund's amount and method, the payment's reference,
 * then the free text under the grid. `labels` names the record whose own labels the refund fields wear.
 */
export function ServiceCaseFields({
  labels,
  readOnly,
  action,
  payment = true,
  amountDisabled = false,
  children,
}: {
  labels: 'claims' | 'refunds';
  readOnly: boolean;
  /** the claim's action, between the fault and its date */
  action?: ReactNode;
  /** a claim asks for the amount and method only when its action is a refund */
  payment?: boolean;
  /** a refund's amount is fixed once it has left new */
  amountDisabled?: boolean;
  /** the record's own references, after the payment's */
  children?: ReactNode;
}) {
  return (
    <>
      <div className="cpt-form-grid">
        <SelectField
          path="resp"
          labelKey="service.resp"
          required
          choices={RESP_CHOICES}
          disabled={readOnly}
        />
        <SelectField
          path="issue"
          labelKey="service.issue"
          required
          choices={ISSUE_CHOICES}
          disabled={readOnly}
        />
        {action}
        <DateField path="actionETA" labelKey="service.actionETA" required disabled={readOnly} />
        {payment && (
          <MoneyField
            path="refundAmount"
            labelKey={`${labels}.refundAmount` as const}
            required
            disabled={readOnly || amountDisabled}
          />
        )}
        {payment && (
          <SelectField
            path="paymentMethod"
            labelKey={`${labels}.paymentMethod` as const}
            required
            choices={METHOD_CHOICES}
            disabled={readOnly}
          />
        )}
        <TextField
          path="outTradeNo"
          labelKey={`${labels}.outTradeNo` as const}
          disabled={readOnly}
          autoComplete="off"
        />
        {children}
      </div>
      <TextField path="issueDetail" labelKey="service.issueDetail" multiline disabled={readOnly} />
      <TextField path="comment" labelKey="service.comment" multiline disabled={readOnly} />
    </>
  );
}
