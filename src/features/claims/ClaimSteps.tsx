import { Button, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIMS } from '../../../domain/claims/resource.ts';
import { CLAIM_LAST_STEP, canFailClaim, claimMoves, isClaimFinal } from '../../../domain/claims/rules.ts';
import type { Claim } from '../../../domain/claims/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { keyIn } from '../../../locales/keys.ts';
import { api } from '../../api/client.ts';
import { invalidateResource } from '../../api/query.ts';
import { focusIsFree } from '../../app/focusLanding.ts';
import { userAtom } from '../../app/session.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ConfirmMove, type MoveQuestion, useCaseMove } from '../service/CaseMove.tsx';

export const CLAIM_INTENT = {
  new: 'primary',
  ongoing: 'warning',
  standby: 'none',
  solved: 'success',
  failed: 'danger',
} as const;

const FAIL_QUESTION: MoveQuestion = {
  intent: 'danger',
  icon: 'cross',
  confirm: 'claims.fail',
  question: 'claims.failConfirm',
};

const STEPS = Array.from({ length: CLAIM_LAST_STEP }, (_, i) => i + 1);

/**
 * The step control: steps 1 to 3, "Next step" (POST next; at step 3 it solves the
 * claim), "Mark as failed" behind a confirmation and never at step 3. A solved or failed claim
 * shows its status as a read-only tag.
 */
export function ClaimSteps({ claim, onMoved }: { claim: Claim; onMoved: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const move = useCaseMove();
  const [busy, setBusy] = useState(false);
  const [failing, setFailing] = useState(false);
  const final = isClaimFinal(claim.status);
  const moves = user ? claimMoves(claim, user.role) : [];
  // the last step solves the claim and its button goes: the keyboard stays on the steps, which
  // say the new status, rather than falling to the page, where the list behind the drawer took it
  const box = useRef<HTMLDivElement>(null);
  const wasFinal = useRef(final);
  useEffect(() => {
    if (final && !wasFinal.current && focusIsFree()) box.current?.focus();
    wasFinal.current = final;
  }, [final]);

  const run = async (op: 'next' | 'fail') => {
    setBusy(true);
    await move(
      () => api.post(apiUrl(CLAIMS.ops[op], { id: claim.id }), { json: { version: claim.version } }),
      () => {
        setBusy(false);
        setFailing(false);
        void invalidateResource(CLAIMS.key);
        onMoved();
      },
    );
  };

  return (
    <div className="cpt-claim-steps" data-testid="claim-steps" ref={box} tabIndex={-1}>
      <Tag large intent={CLAIM_INTENT[claim.status]}>
        {t(keyIn('claims.statuses', claim.status))}
      </Tag>
      <ol className="cpt-claim-step-list">
        {STEPS.map((s) => (
          <li
            key={s}
            className={
              s < claim.step || claim.status === 'solved' ? 'done' : s === claim.step ? 'current' : ''
            }
            aria-current={s === claim.step ? 'step' : undefined}
          >
            <span className="cpt-claim-step-n">{s}</span>
            {t(keyIn('claims.steps', String(s)))}
          </li>
        ))}
      </ol>
      {!final && (moves.includes('next') || moves.includes('solve')) && (
        <BusyButton intent="primary" icon="arrow-right" busy={busy} onClick={() => void run('next')}>
          {t(claim.step >= CLAIM_LAST_STEP ? 'claims.solve' : 'claims.next')}
        </BusyButton>
      )}
      {canFailClaim(claim) && moves.includes('fail') && (
        <Button
          intent="danger"
          variant="outlined"
          icon="cross"
          disabled={busy}
          onClick={() => setFailing(true)}
        >
          {t('claims.fail')}
        </Button>
      )}
      <ConfirmMove
        ask={FAIL_QUESTION}
        isOpen={failing}
        busy={busy}
        onCancel={() => setFailing(false)}
        onConfirm={() => void run('fail')}
      />
    </div>
  );
}
