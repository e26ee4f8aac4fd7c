import '../service/service.css';
import { Button, Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { CLAIMS } from '../../../domain/claims/resource.ts';
import { isClaimFinal } from '../../../domain/claims/rules.ts';
import { type Claim, ClaimCreate, ClaimUpdate } from '../../../domain/claims/schema.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { VOUCHERS } from '../../../domain/vouchers/resource.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { useFormValue } from '../../components/FormPage/context.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { SelectField } from '../../components/fields/ChoiceFields.tsx';
import { caseFormPage } from '../service/case-form-page.ts';
import { ACTION_CHOICES } from '../service/choices.ts';
import { fetchOrder, OrderPicker } from '../service/OrderPicker.tsx';
import { ServiceCaseFields } from '../service/ServiceCaseFields.tsx';
import { useCaseOrder } from '../service/useCaseOrder.ts';
import { useCasePrefill } from '../service/useCasePrefill.ts';
import { ClaimSteps } from './ClaimSteps.tsx';
import ClaimsList from './ClaimsList.tsx';
import { type ClaimValues, EMPTY_CLAIM, fromClaim, toClaimBody } from './values.ts';

/** After a claim: the refund or voucher it calls for, with the order (and claim) passed on. */
function ClaimFollowUps({ claim, order }: { claim: Claim; order: OrderView | null }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  if (!user) return null;
  const refund =
    claim.action === 'refund' && order?.paymentStatus === 'paid' && can(user.role, 'order.refundOption');
  const voucher = claim.customer && can(user.role, 'voucher.create');
  if (!refund && !voucher) return null;
  return (
    <div className="cpt-claim-links">
      {refund && (
        <Button
          intent="success"
          icon="undo"
          onClick={() =>
            void navigate(screenUrl(REFUNDS.screens.create, {}, { order: claim.order, claim: claim.id }))
          }
        >
          {t('claims.createRefund')}
        </Button>
      )}
      {voucher && (
        <Button
          variant="outlined"
          icon="tag"
          onClick={() =>
            void navigate(
              // a voucher for the claim (reason claim), not the order's refund voucher
              screenUrl(VOUCHERS.screens.create, {}, { customer: claim.customer!, reason: 'claim' }),
            )
          }
        >
          {t('claims.createVoucher')}
        </Button>
      )}
    </div>
  );
}

/**
 * /claims/create (optionally `?order=<orderId>`) and /claims/{claimId} in a
 * drawer over the list (design card). A solved or failed claim is read-only.
 */
export default function ClaimForm() {
  const { t } = useTranslation();
  const { claimId } = useParams();
  const [query] = useSearchParams();
  const creating = !claimId;
  const record = useRecord<Claim>(creating ? null : apiUrl(CLAIMS.ops.one, { id: claimId! }));
  const claim = record.data;
  const form = useForm<ClaimValues>(EMPTY_CLAIM, creating ? ClaimCreate : ClaimUpdate, toClaimBody);
  const createKey = useCreateKey();
  useRecordValues(form, claim, fromClaim);
  const [order, setOrder] = useCaseOrder(claim);
  const pick = (o: OrderView) => {
    setOrder(o);
    form.set('order', o.id);
    if (creating && !form.values.paymentMethod) form.set('paymentMethod', o.paymentMethod);
  };
  const orderId = query.get('order');
  const prefilling = useCasePrefill(form, creating && !!orderId, async () =>
    pick(await fetchOrder(orderId!)),
  );

  const readOnly = !!claim && isClaimFinal(claim.status);
  const refund = useFormValue('action', form) === 'refund';
  return (
    <>
      <ClaimsList />
      <FormPage<ClaimValues>
        form={form}
        {...caseFormPage(CLAIMS, 'claims', claimId, record)}
        loading={record.loading || prefilling}
        variant="drawer"
        drawerSize="720px"
        title={creating ? t('claims.createTitle') : t('claims.editTitle', { n: claim?.claimNumber ?? '' })}
        fromRecord={fromClaim}
        readOnly={readOnly}
        onSave={async (body) =>
          fromClaim(await saveRecord<Claim>(CLAIMS, claimId, body, claimId ? undefined : createKey))
        }
      >
        {claim && <ClaimSteps claim={claim} onMoved={record.retry} />}
        {readOnly && (
          <Callout icon="lock" className="cpt-form-notice">
            {t('claims.final')}
          </Callout>
        )}
        {claim && <ClaimFollowUps claim={claim} order={order} />}
        <OrderPicker
          order={order}
          onPick={pick}
          invalidKey="claim.errors.selectValidOrder"
          autoFocus={creating}
          disabled={readOnly}
        />
        <ServiceCaseFields
          labels="claims"
          readOnly={readOnly}
          payment={refund}
          action={
            <SelectField
              path="action"
              labelKey="claims.action"
              required
              choices={ACTION_CHOICES}
              disabled={readOnly}
            />
          }
        />
      </FormPage>
    </>
  );
}
