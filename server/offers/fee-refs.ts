import { type Kysely, sql } from 'kysely';
import type { OfferDetails } from '../../domain/live-views.ts';
import type { OfferBody } from '../../domain/offers/schema.ts';
import type { Database } from '../db/types.ts';
import { badRequest } from '../errors.ts';

export const TEMPLATE_DISCONTINUED_MSG = 'offer.errors.templateDiscontinued';

/**
 * The places an offer's fees name: each fee area a delivery area, listed once, and the fee template
 * one that exists (it stands for the fee areas when the offer lists none). A template newly chosen
 * must still be in use, as the template picker offers it; one the offer already holds stays when a
 * save leaves it, whatever became of it, as the offer's orders were priced with it.
 */
export async function checkFeeRefs(
  db: Kysely<Database>,
  body: Pick<OfferBody, 'fees' | 'feeTemplate'>,
  stored: Pick<OfferDetails, 'fees' | 'feeTemplate'> | null,
): Promise<void> {
  const ids = body.fees.map((f) => f.area.toLowerCase());
  const known = new Set(
    ids.length
      ? (
          await sql<{ id: string }>`SELECT id FROM delivery_areas WHERE id = ANY(${ids}::uuid[])`.execute(db)
        ).rows.map((r) => r.id)
      : [],
  );
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!known.has(id)) fields[`fees.${i}.area`] = 'validation.unknownArea';
    else if (seen.has(id)) fields[`fees.${i}.area`] = 'offer.errors.duplicateFeeArea';
    seen.add(id);
  });
  const tpl = body.feeTemplate?.toLowerCase();
  if (tpl) {
    const r = await sql<{
      status: string;
    }>`SELECT status FROM delivery_templates WHERE id = ${tpl}::uuid`.execute(db);
    const status = r.rows[0]?.status;
    const held = stored?.feeTemplate?.toLowerCase() === tpl;
    if (!status) fields.feeTemplate = 'validation.invalid';
    else if (status === 'discontinued' && !held) fields.feeTemplate = TEMPLATE_DISCONTINUED_MSG;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}
