import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types as PostgreSQL names them (snake_case): queries map rows to the API's camelCase in
 * one place per entity. bigint columns arrive as numbers and `date` columns as 'YYYY-MM-DD'
 * strings (see pool.ts). Later migrations add their tables here.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface SeedRunsTable {
  name: string;
  applied_at: Timestamp;
}

export interface CommunitiesTable {
  id: string;
  key: string;
  name_en: string;
  name_zh: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  password_hash: string;
  role: string;
  city: Generated<string>;
  communities: Generated<string[]>;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  refreshed_at: Date | null;
  expires_at: Timestamp;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  before: Json<Record<string, unknown>> | null;
  after: Json<Record<string, unknown>> | null;
}

export interface DeliveryAreasTable {
  id: Generated<string>;
  name: string;
  name_zh: Generated<string>;
  parent_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One area of a template as stored (the API's FeeArea). */
export interface StoredFeeArea {
  area: string;
  rules: { type: string; quantity?: number | null; fee?: number | null; value?: number | null }[];
}

export interface DeliveryTemplatesTable {
  id: Generated<string>;
  name: string;
  status: Generated<string>;
  areas: Json<StoredFeeArea[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface Database {
  settings: SettingsTable;
  seed_runs: SeedRunsTable;
  communities: CommunitiesTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  delivery_areas: DeliveryAreasTable;
  delivery_templates: DeliveryTemplatesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type AreaRow = Selectable<DeliveryAreasTable>;
export type TemplateRow = Selectable<DeliveryTemplatesTable>;
