import * as v from 'valibot';
import { type CellDef, type CellLock, clearableText, defineCells } from '../cells.ts';
import { SERVICE_ROLES } from '../role-groups.ts';
import type { Role } from '../roles.ts';
import { fen, MSG } from '../schemas/common.ts';
import { isoDate, PAYMENT_METHODS, text } from '../schemas/shared.ts';
import { CLAIM_LAST_STEP, claimMoves, isClaimFinal } from './rules.ts';
import {
  CLAIM_ACTIONS,
  CLAIM_ISSUES,
  CLAIM_RESPS,
  CLAIM_STATUSES,
  type Claim,
  type ClaimStatus,
} from './schema.ts';

/** Who may edit and move a claim: the roles of its edit and of its moves (the claim machine's). */
const EDITORS = SERVICE_ROLES;

/** The translation groups of the selects' values (`claims.statuses.new`...). */
const STATUS_LABELS = 'claims.statuses';
const METHOD_LABELS = 'live.paymentMethods';

/** A solved or failed claim is read-only. */
const final = (c: Claim): CellLock | null => (isClaimFinal(c.status) ? 'final' : null);

/**
 * The statuses a claim's status cell may choose, as its step control offers them: solved after
 * the last step ("next" at step 3), failed before it ("mark as failed").
 */
export function claimStatusTargets(c: Claim, role: Role): ClaimStatus[] {
  const moves = claimMoves(c, role);
  return [
    ...(moves.includes('solve') ? (['solved'] as const) : []),
    ...(moves.includes('fail') ? (['failed'] as const) : []),
  ];
}

/** The steps a claim's step cell may choose: the next one ("next step"), before the last. */
export function claimStepTargets(c: Claim, role: Role): string[] {
  return claimMoves(c, role).includes('next') ? [String(c.step + 1)] : [];
}

const STEPS = Array.from({ length: CLAIM_LAST_STEP }, (_, i) => String(i + 1));

const field = (
  get: (c: Claim) => unknown,
  cell: Omit<CellDef<Claim>, 'roles' | 'get' | 'lockedBy'>,
): CellDef<Claim> => ({ roles: EDITORS, get, lockedBy: final, ...cell });

/** A select of a fixed list of values: any of them, the current one first. */
const pick = <K extends 'resp' | 'issue' | 'action'>(
  key: K,
  values: readonly Claim[K][],
  optionKey: string,
): CellDef<Claim> =>
  field((c) => c[key], {
    editor: 'select',
    schema: v.picklist(values, MSG.invalid),
    options: (c) => [c[key], ...values.filter((x) => x !== c[key])],
    optionKey,
    immediate: true,
  });

/**
 * The claims list's editable cells: the status and the step through the
 * claim machine (the next step, solved after the last one, failed before it, asked first as the
 * step control asks), who handles it (a team member typed by name or e-mail), responsibility,
 * issue, action, the refund amount and payment method a refund action needs, action ETA and
 * comment. A solved or failed claim is read-only.
 */
export const CLAIM_CELLS = defineCells<Claim>({
  entity: 'claim',
  cells: {
    status: field((c) => c.status, {
      editor: 'select',
      schema: v.picklist(CLAIM_STATUSES, MSG.invalid),
      options: (c, role) => [c.status, ...claimStatusTargets(c, role)],
      optionKey: STATUS_LABELS,
      immediate: true,
      confirm: (_c, value) => (value === 'failed' ? 'claims.failConfirm' : null),
    }),
    step: field((c) => String(c.step), {
      editor: 'select',
      // a step is typed or pasted as a number or as its text
      schema: v.pipe(
        v.union([v.string(MSG.invalid), v.number(MSG.invalid)], MSG.invalid),
        v.transform(String),
        v.picklist(STEPS, MSG.invalid),
      ),
      options: (c, role) => [String(c.step), ...claimStepTargets(c, role)],
      immediate: true,
    }),
    teamMemberName: field((c) => c.teamMemberName, {
      editor: 'text',
      schema: v.nullable(text(200)),
      clearable: true,
    }),
    resp: pick('resp', CLAIM_RESPS, 'service.resps'),
    issue: pick('issue', CLAIM_ISSUES, 'service.issues'),
    action: pick('action', CLAIM_ACTIONS, 'service.actions'),
    refundAmount: field((c) => c.refundAmount, {
      editor: 'money',
      schema: v.nullable(fen(1)),
      clearable: true,
    }),
    paymentMethod: field((c) => c.paymentMethod, {
      editor: 'select',
      schema: v.picklist(PAYMENT_METHODS, MSG.invalid),
      options: (c) => [
        ...(c.paymentMethod ? [c.paymentMethod] : []),
        ...PAYMENT_METHODS.filter((m) => m !== c.paymentMethod),
      ],
      optionKey: METHOD_LABELS,
      immediate: true,
    }),
    actionETA: field((c) => c.actionETA, { editor: 'date', schema: isoDate() }),
    comment: field((c) => c.comment, { editor: 'text', schema: clearableText(2000), clearable: true }),
  },
});
