import { type Kysely, sql } from 'kysely';
import { QUICK_REPLIES_LIST } from '../../domain/quick-replies/list.ts';
import {
  QUICK_REPLY_EXISTS_MSG,
  type QuickReply,
  type QuickReplyCreate,
} from '../../domain/quick-replies/schema.ts';
import { type CamelInsert, type CamelRow, camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { conflict } from '../errors.ts';
import { defineList } from '../lists/list-query.ts';
import type { ListSource } from '../lists/runner.ts';

type Db = Kysely<Database>;

const COLUMNS = [
  'id',
  'title',
  'communityId',
  'language',
  'body',
  'category',
  'active',
  'version',
  'createdAt',
  'updatedAt',
] as const;
type Row = Pick<CamelRow<'quickReplies'>, (typeof COLUMNS)[number]>;

/** The API names the community `community`, as every body does; instants as ISO text. */
function toQuickReply({ communityId, ...row }: Row): QuickReply {
  return {
    ...row,
    community: communityId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps: every field of the form. */
export function quickReplySnapshot(r: QuickReply): Record<string, unknown> {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, ...fields } = r;
  return fields;
}

const columns = {
  // the one search box finds a reply by a word of its title or of its text
  q: { expr: sql.ref('r.title'), alsoSearch: [sql.ref('r.body')], notNull: true },
  title: { expr: sql.ref('r.title'), sortBy: sql`lower(r.title)`, notNull: true },
  community: { expr: sql.ref('r.community_id'), notNull: true },
  category: { expr: sql.ref('r.category'), notNull: true },
  language: { expr: sql.ref('r.language'), notNull: true },
  active: { expr: sql.ref('r.active'), notNull: true },
  updatedAt: { expr: sql.ref('r.updated_at'), date: 'timestamptz' as const, notNull: true },
  createdAt: { expr: sql.ref('r.created_at'), date: 'timestamptz' as const, notNull: true },
};

/** The Quick replies screen: a scoped caller sees the replies of his communities only. */
export const quickRepliesSource: ListSource<Row, QuickReply> = {
  def: defineList(QUICK_REPLIES_LIST, columns, 'r.id'),
  from: sql`quick_replies r`,
  select: sql.join(COLUMNS.map((c) => sql.ref(`r.${c}`))),
  camel: true,
  scope: { expr: sql.ref('r.community_id'), field: 'community' },
  map: toQuickReply,
};

export async function findQuickReply(db: Db, id: string, forUpdate = false): Promise<QuickReply | undefined> {
  let q = camel(db).selectFrom('quickReplies').select(COLUMNS).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toQuickReply(row);
}

const EXISTS = () => conflict({ title: QUICK_REPLY_EXISTS_MSG }, QUICK_REPLY_EXISTS_MSG);

/** One title per community by its key (domain/names.ts), the reply itself excluded on edit. */
export async function assertTitleFree(db: Db, body: QuickReplyCreate, selfId?: string): Promise<void> {
  const other = await db
    .selectFrom('quick_replies')
    .select('id')
    .where('community_id', '=', body.community)
    .where(sql<boolean>`name_key(title) = name_key(${body.title})`)
    .$if(!!selfId, (q) => q.where('id', '<>', selfId!))
    .executeTakeFirst();
  if (other) throw EXISTS();
}

/** Two saves racing with one title: the unique index answers as the check does. */
async function titled<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    throw e.code === '23505' && e.constraint === 'quick_replies_title_key' ? EXISTS() : err;
  }
}

function columnsOf({ community, version: _v, ...body }: QuickReplyCreate): CamelInsert<'quickReplies'> {
  return { ...body, communityId: community };
}

export async function insertQuickReply(db: Db, body: QuickReplyCreate): Promise<QuickReply> {
  const row = await titled(
    camel(db).insertInto('quickReplies').values(columnsOf(body)).returning(COLUMNS).executeTakeFirstOrThrow(),
  );
  return toQuickReply(row);
}

export async function updateQuickReply(db: Db, id: string, body: QuickReplyCreate): Promise<QuickReply> {
  const row = await titled(
    camel(db)
      .updateTable('quickReplies')
      .set((eb) => ({ ...columnsOf(body), version: eb('version', '+', 1), updatedAt: sql`now()` }))
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return toQuickReply(row);
}
