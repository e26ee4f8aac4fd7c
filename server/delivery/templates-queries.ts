import { type Kysely, sql } from 'kysely';
import { DELIVERY_TEMPLATES_LIST } from '../../domain/delivery/list.ts';
import { type DeliveryTemplate, type FeeArea, type RuleType, uses } from '../../domain/delivery/schema.ts';
import type { Status } from '../../domain/schemas/common.ts';
import { type CamelRow, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

// the list's columns are raw: the runner composes them into its filters and sorts
export const templatesList = defineList(
  DELIVERY_TEMPLATES_LIST,
  {
    name: { expr: sql.ref('t.name'), sortBy: sql`lower(t.name)` },
    status: 't.status',
    createdAt: { expr: sql.ref('t.created_at'), date: 'timestamptz' },
  },
  't.id',
);

export type TemplateRow = CamelRow<'deliveryTemplates'>;

/** The API's template from its row (read through the camel view): dates as ISO text. */
export function toTemplate(row: TemplateRow): DeliveryTemplate {
  return {
    ...row,
    status: row.status as Status,
    areas: row.areas as FeeArea[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Discontinued templates are never listed. */
export const templatesSource: ListSource<TemplateRow, DeliveryTemplate> = {
  def: templatesList,
  // raw, as every list source: the runner composes its page query from these fragments
  from: sql`delivery_templates t`,
  where: [sql`t.status <> 'discontinued'`],
  // read through the camel view, the raw selection's keys come back camelCase
  select: sql`t.*`,
  camel: true,
  map: toTemplate,
};

export async function findTemplate(db: Kysely<Database>, id: string, forUpdate = false) {
  let q = camel(db).selectFrom('deliveryTemplates').selectAll().where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toTemplate(row);
}

/**
 * Checks what the schema cannot: every area exists and appears once. Rules keep only the inputs
 * their type uses (a flat fee has no quantity), so stored data says exactly what applies.
 */
export async function normaliseAreas(db: Kysely<Database>, areas: readonly FeeArea[]): Promise<FeeArea[]> {
  const ids = areas.map((a) => a.area.toLowerCase());
  const found = ids.length
    ? await db
        .selectFrom('delivery_areas')
        .select('id')
        // raw: the ids as one uuid[] parameter, as the other area checks send them
        .where('id', '=', sql<string>`ANY(${ids}::uuid[])`)
        .execute()
    : [];
  const known = new Set(found.map((r) => r.id));
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!known.has(id)) fields[`areas.${i}.area`] = 'validation.unknownArea';
    else if (seen.has(id)) fields[`areas.${i}.area`] = 'validation.duplicateArea';
    seen.add(id);
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return areas.map((a, i) => ({
    area: ids[i]!,
    rules: a.rules.map((r) => ({
      type: r.type,
      quantity: uses(r.type as RuleType, 'quantity') ? (r.quantity ?? null) : null,
      fee: uses(r.type as RuleType, 'fee') ? (r.fee ?? null) : null,
      value: uses(r.type as RuleType, 'value') ? (r.value ?? null) : null,
    })),
  }));
}
