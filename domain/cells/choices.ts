/**
 * A select's options when the spec gives the field no machine (a storage, a payment term, a
 * catalogue status): every value, the row's current one first.
 */
export const everyValue =
  <Row, K extends keyof Row>(field: K, values: readonly string[]) =>
  (row: Row): string[] => [String(row[field]), ...values.filter((x) => x !== row[field])];
