import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { Database } from '../../server/db/types.ts';
import { makeOffer } from './live-fixtures.ts';

/** The offer's first draw on its wechat group channel, one slot per gift (given at the first order). */
export async function firstDraw(
  db: Kysely<Database>,
  offerId: string,
  gifts: readonly Record<string, unknown>[],
): Promise<string> {
  const drawId = randomUUID();
  await sql`INSERT INTO lottery_draws (id, offer_id, channel, draw_number, condition_type, condition_value, gifts)
    VALUES (${drawId}, ${offerId}, 'wechat_group', 1, 'number_of_order', 1, ${JSON.stringify(gifts)}::jsonb)`.execute(
    db,
  );
  return drawId;
}

/**
 * A kitchen offer of one pack at 100 ¥ whose wechat group channel runs a lottery entered by
 * spending `spendAtLeast` fen, and its first draw (one slot per gift, given at the first order).
 */
export async function lotteryOffer(
  db: Kysely<Database>,
  spendAtLeast: number,
  gifts: readonly Record<string, unknown>[],
): Promise<{ offer: { id: string; packs: string[] }; drawId: string }> {
  const offer = await makeOffer(db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 20, price: 10000 }],
  });
  const block = {
    bourses: [],
    zikoSpecials: [],
    lotteryEnable: true,
    lottery: {
      conditionType: 'spend',
      conditionValue: spendAtLeast,
      extraConditionType: 'none',
      extraConditionValue: null,
    },
  };
  await sql`UPDATE offers SET wechat_group = ${JSON.stringify(block)}::jsonb WHERE id = ${offer.id}`.execute(
    db,
  );
  const drawId = await firstDraw(db, offer.id, gifts);
  return { offer, drawId };
}
