// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.

export interface CellarLineDayUnits {
  day: string;
  line_id: string;
  payment_status: string;
  units: number;
}
