import type { Selectable } from 'kysely';
import type { JsonColumns } from './json-columns.ts';
import type * as T from './tables.generated.ts';

/**
 * Table types as PostgreSQL names them (snake_case), for raw SQL and the plain builder; camel.ts
 * gives the same tables in the API's camelCase (the camel view). tables.generated.ts is generated
 * from the migrated schema (`npm run db:types`, checked by test/server/db-types.test.ts); jsonb
 * shapes are stated in json-columns.ts.
 */
export type Database = T.DB;

export type { JsonColumn, JsonColumns, StoredFeeArea } from './json-columns.ts';

/** A row of `table` as a query selecting all its columns returns it. */
export type Row<Table extends keyof Database> = Selectable<Database[Table]>;

export type SettingsTable = T.Settings;
export type SeedRunsTable = T.SeedRuns;
export type CommunitiesTable = T.Communities;
export type UsersTable = T.Users;
export type SessionsTable = T.Sessions;
export type RefreshTokensTable = T.RefreshTokens;
export type LoginAttemptsTable = T.LoginAttempts;
export type AuditLogTable = T.AuditLog;
export type DeliveryAreasTable = T.DeliveryAreas;
export type DeliveryTemplatesTable = T.DeliveryTemplates;

export type UserRow = Selectable<T.Users>;

// A shape stated for a table or column the schema does not have (renamed, dropped) is a type error.
type StaleShapes = {
  [K in keyof JsonColumns]: K extends keyof Database
    ? Exclude<keyof JsonColumns[K], keyof Database[K]> extends never
      ? never
      : K
    : K;
}[keyof JsonColumns];
type MustBeNever<T extends never> = T;
export type StaleJsonShapes = MustBeNever<StaleShapes>;
