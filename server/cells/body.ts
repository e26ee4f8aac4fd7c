/** The changed cells among `fields`, or undefined when the row changes none of them. */
export function pickCells(
  set: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> | undefined {
  const out = Object.fromEntries(Object.entries(set).filter(([k]) => fields.includes(k)));
  return Object.keys(out).length > 0 ? out : undefined;
}
