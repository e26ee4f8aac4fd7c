import { type Kysely, sql } from 'kysely';
import type { CustomerUpdate } from '../../domain/customers/schema.ts';
import type { Database } from '../db/types.ts';
import { CUSTOMER_COLUMNS, type CustomerRow } from './map.ts';

/** Writes the whole record (the form sends every field) and raises its version; never flagged here. */
export async function updateCustomerRow(
  db: Kysely<Database>,
  id: string,
  b: CustomerUpdate,
): Promise<CustomerRow> {
  const json = (x: unknown) => sql`${JSON.stringify(x)}::jsonb`;
  const r = await sql<CustomerRow>`
    UPDATE customers SET name = ${b.name}, level = ${b.level}, wechat_id = ${b.wechatID}, status = ${b.status},
      profile_picture = ${b.profilePicture?.uri ?? null}, addresses = ${json(b.addresses)},
      contacts = ${json(b.contacts)}, wechat_groups = ${json(b.wechatGroups)},
      fapiao_information = ${json(b.fapiaoInformation)}, fapiao_images = ${json(b.fapiaoImages)},
      fapiao_emails = ${json(b.fapiaoEmails)}, pets = ${json(b.pets)},
      flagged = false, version = version + 1, updated_at = now()
    WHERE id = ${id}::uuid
    RETURNING ${sql.join(CUSTOMER_COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return r.rows[0]!;
}
