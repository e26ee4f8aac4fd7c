import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { generateTableTypes, TABLES_FILE } from './codegen.ts';
import { prepareDatabase } from './prepare.ts';
import { scratchServer } from './scratch-server.ts';

/**
 * `npm run db:types`: migrates a throwaway database (on DATABASE_URL's server, or an embedded
 * PostgreSQL in a temp dir) and writes its table types to tables.generated.ts. Run it after adding
 * a migration; test/server/db-types.test.ts fails until the file matches the migrations.
 */
async function main() {
  const server = await scratchServer('comptoir-types-');
  const adminUrl = server.adminUrl;
  const name = `comptoir_types_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await prepareDatabase(url.toString(), { seed: false, log: () => {} });
    await writeFile(TABLES_FILE, await generateTableTypes(url.toString()));
    console.log(`wrote ${path.relative(process.cwd(), TABLES_FILE)}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await server.stop();
  }
}

await main();
