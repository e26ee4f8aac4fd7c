import type { Kysely } from 'kysely';
import { type DailyOrderAnswer, dailyAnswerOf } from '../../domain/orders/daily.ts';
import { paymentPageUrl } from '../../domain/orders/payment-qr.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { paymentBase } from './pdf.ts';
import { readOrderFor } from './queries.ts';

export async function readDaily(db: Kysely<Database>, user: AuthUser, id: string): Promise<DailyOrderAnswer> {
  const o = await readOrderFor(db, user, id);
  if (o.channel !== 'daily') throw notFound();
  return dailyAnswerOf(o, paymentPageUrl(paymentBase(), o.id));
}
