/**
 * Cells whose value a button of the row has just asked about with the spec's own words (an
 * invoice's Mark paid: "sure to validate payment" / "payment done"): the cell's declared question
 * is not asked a second time for that one change. Keyed by row id and field, used once.
 */
const asked = new Set<string>();
const keyOf = (rowId: string, field: string) => `${rowId}\u0000${field}`;

export function preconfirm(rowId: string, field: string): void {
  asked.add(keyOf(rowId, field));
}

/** True (and forgotten) when this change was asked about already. */
export function takePreconfirmed(rowId: string, field: string): boolean {
  return asked.delete(keyOf(rowId, field));
}
