import { type RawBuilder, sql } from 'kysely';

type Expr = RawBuilder<unknown>;

/**
 * A stock value in fen: units (two buckets of up to 2^31 - 1 each, or a forecast) times a price of
 * up to 10^10 fen may pass 64 bits. Where both factors are small enough that the product cannot
 * (price below 2^31, units within ±(2^32 - 2)), bigint arithmetic is used; numeric, several times
 * slower per row (docs/benchmarks.md, "Stock values"), only for the rest. Every real catalogue is
 * in the first case, so the inventory's sorts and sums cost what they did in bigint.
 */
const fits = (units: Expr, price: Expr) =>
  sql`(${price} <= 2147483647 AND ${units} BETWEEN -4294967294 AND 4294967294)`;

/** One row's value, exact: numeric, so that a sort on it orders every row alike. */
export const stockValue = (units: Expr, price: Expr) =>
  sql<number>`(CASE WHEN ${fits(units, price)} THEN (${units} * ${price})::numeric
    ELSE ${units}::numeric * ${price} END)`;

/**
 * The sum of the rows' values, exact, answered as a number: exact up to 2^53 fen, as every amount
 * the API sends; past it the nearest, where an int8 would have refused the whole answer.
 */
export const stockValueSum = (units: Expr, price: Expr) =>
  sql<number>`(coalesce(sum(${units} * ${price}) FILTER (WHERE ${fits(units, price)}), 0)
    + coalesce(sum(${units}::numeric * ${price}) FILTER (WHERE NOT ${fits(units, price)}), 0))::float8`;
