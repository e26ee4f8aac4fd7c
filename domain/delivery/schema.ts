import * as v from 'valibot';
import { nameText } from '../names.ts';
import { fen, int, MSG, requiredText, STATUS, storedId } from '../schemas/common.ts';

export const RULE_TYPES = ['flat', 'up_to', 'free_after_quantity', 'free_after_value'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/**
 * One fee rule: quantity is required for up_to and free_after_quantity, the fee for
 * flat and up_to, the order value for free_after_value. Amounts are whole fen.
 */
export const FeeRule = v.pipe(
  v.strictObject({
    type: v.picklist(RULE_TYPES, MSG.required),
    quantity: v.optional(v.nullable(int(1, 100_000))),
    fee: v.optional(v.nullable(fen())),
    value: v.optional(v.nullable(fen())),
  }),
  v.forward(
    v.check((r) => !needs(r.type, 'quantity') || r.quantity != null, MSG.required),
    ['quantity'],
  ),
  v.forward(
    v.check((r) => !needs(r.type, 'fee') || r.fee != null, MSG.required),
    ['fee'],
  ),
  v.forward(
    v.check((r) => !needs(r.type, 'value') || r.value != null, MSG.required),
    ['value'],
  ),
);
export type FeeRule = v.InferOutput<typeof FeeRule>;

type RuleField = 'quantity' | 'fee' | 'value';

/**
 * The inputs a rule type uses (the form shows only these, the server keeps only these) and those
 * it requires. A free-from rule may carry a fee, charged below its threshold
 * (docs/domain.md, "Delivery fees"), but the spec asks a fee of flat and up_to only.
 */
const USES: Record<RuleType, readonly RuleField[]> = {
  flat: ['fee'],
  up_to: ['quantity', 'fee'],
  free_after_quantity: ['quantity', 'fee'],
  free_after_value: ['value', 'fee'],
};
const REQUIRES: Record<RuleType, readonly RuleField[]> = {
  flat: ['fee'],
  up_to: ['quantity', 'fee'],
  free_after_quantity: ['quantity'],
  free_after_value: ['value'],
};

/** Whether a rule type uses an input (shown by the form, kept by the server). */
export function uses(type: RuleType, field: RuleField): boolean {
  return USES[type].includes(field);
}

/** Whether a rule type requires an input. */
export function needs(type: RuleType, field: RuleField): boolean {
  return REQUIRES[type].includes(field);
}

export const FeeArea = v.strictObject({
  area: storedId(),
  rules: v.pipe(
    v.array(FeeRule, MSG.required),
    v.minLength(1, 'validation.needOneRule'),
    v.maxLength(20, MSG.tooLong),
  ),
});
export type FeeArea = v.InferOutput<typeof FeeArea>;

export const DeliveryTemplateBody = v.strictObject({
  name: requiredText(120),
  status: v.optional(v.picklist(STATUS, MSG.invalid), 'available'),
  areas: v.pipe(
    v.array(FeeArea, MSG.required),
    v.minLength(1, 'validation.needOneArea'),
    v.maxLength(200, MSG.tooLong),
  ),
  /** on edit, the version the change was based on (a stale one is a 409) */
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
});
export type DeliveryTemplateBody = v.InferOutput<typeof DeliveryTemplateBody>;

/** PUT accepts the whole body, or only `{status: "discontinued"}`. */
export const DeliveryTemplateUpdate = v.union([
  DeliveryTemplateBody,
  v.strictObject({ status: v.picklist(STATUS), version: v.optional(int(0, Number.MAX_SAFE_INTEGER)) }),
]);

export interface DeliveryTemplate extends DeliveryTemplateBody {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const DeliveryAreaBody = v.strictObject({
  name: nameText(120),
  nameZh: v.optional(v.pipe(v.string(MSG.invalid), v.trim(), v.maxLength(120, MSG.tooLong)), ''),
  parent: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.uuid(MSG.invalid)),
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
});
export type DeliveryAreaBody = v.InferOutput<typeof DeliveryAreaBody>;

export interface DeliveryArea {
  id: string;
  name: string;
  nameZh: string;
  parent: string | null;
  /** ids from the root down to this area's parent */
  path: string[];
  version: number;
  createdAt: string;
}
