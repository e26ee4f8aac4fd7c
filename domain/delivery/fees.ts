import type { FeeArea, FeeRule } from './schema.ts';

/**
 * Delivery fee of an order (docs/domain.md, "Delivery fees"). The fee areas come from the offer,
 * or from its template when the offer lists none. The order's area is matched by its deepest
 * listed ancestor (the area itself first, then its parent, … up to the root). Within the area:
 *   1. free_after_quantity (items ≥ quantity) or free_after_value (goods ≥ value) met → 0;
 *   2. else the narrowest up_to bracket holding the item count (items ≤ quantity) → its fee;
 *   3. else a flat rule → its fee (the lowest if several);
 *   4. else the unmet free_after_* rules' fee (the lowest of those that have one);
 *   5. else (up_to rules, all exceeded) the fee of the widest up_to bracket;
 *   6. else (only free_after_* rules without a fee, unmet) 0.
 */
export interface FeeOrder {
  /** the order's delivery area (the last id of the address's area path) */
  areaId: string;
  /** that area's ancestors, root first (DeliveryArea.path) */
  areaPath: readonly string[];
  /** units of packs and add-ons */
  itemCount: number;
  /** goods amount in fen after discount, before delivery and vouchers */
  goodsValue: number;
}

export interface FeeResult {
  fee: number;
  area: FeeArea;
  /** the rule that decided the fee */
  rule: FeeRule;
}

export const AREA_NOT_SERVED_MSG = 'order.errors.areaNotServed';

/** The offer's own fee areas win; a template is the fallback. */
export function feeAreasFor(
  offerFees: readonly FeeArea[] | null | undefined,
  template?: { areas: readonly FeeArea[] } | null,
): readonly FeeArea[] {
  return offerFees && offerFees.length > 0 ? offerFees : (template?.areas ?? []);
}

export function matchFeeArea(
  areas: readonly FeeArea[],
  areaId: string,
  areaPath: readonly string[],
): FeeArea | null {
  const chain = [areaId, ...[...areaPath].reverse()];
  for (const id of chain) {
    const hit = areas.find((a) => a.area === id);
    if (hit) return hit;
  }
  return null;
}

function lowest(rules: readonly FeeRule[]): FeeRule | undefined {
  return [...rules].sort((a, b) => (a.fee ?? 0) - (b.fee ?? 0))[0];
}

/** The fee of one area's rules for an order's item count and goods value. */
export function feeFromRules(
  rules: readonly FeeRule[],
  itemCount: number,
  goodsValue: number,
): { fee: number; rule: FeeRule } | null {
  const free = rules.find(
    (r) =>
      (r.type === 'free_after_quantity' && r.quantity != null && itemCount >= r.quantity) ||
      (r.type === 'free_after_value' && r.value != null && goodsValue >= r.value),
  );
  if (free) return { fee: 0, rule: free };
  const upTo = rules
    .filter((r) => r.type === 'up_to' && r.quantity != null)
    .sort((a, b) => (a.quantity ?? 0) - (b.quantity ?? 0));
  const bracket = upTo.find((r) => itemCount <= (r.quantity ?? 0));
  if (bracket) return { fee: bracket.fee ?? 0, rule: bracket };
  const flat = lowest(rules.filter((r) => r.type === 'flat'));
  if (flat) return { fee: flat.fee ?? 0, rule: flat };
  const unmet = rules.filter((r) => r.type === 'free_after_quantity' || r.type === 'free_after_value');
  // a free-from rule's fee is optional: one without a fee charges nothing of its own
  const charged = lowest(unmet.filter((r) => r.fee != null));
  if (charged) return { fee: charged.fee ?? 0, rule: charged };
  const widest = upTo.at(-1);
  if (widest) return { fee: widest.fee ?? 0, rule: widest };
  return unmet[0] ? { fee: 0, rule: unmet[0] } : null;
}

/** The fee for an order, or null when no listed area covers its address (or the area has no rule). */
export function deliveryFee(areas: readonly FeeArea[], order: FeeOrder): FeeResult | null {
  const area = matchFeeArea(areas, order.areaId, order.areaPath);
  if (!area) return null;
  const r = feeFromRules(area.rules, order.itemCount, order.goodsValue);
  return r ? { fee: r.fee, area, rule: r.rule } : null;
}
