import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { generateTableFiles } from './codegen.ts';
import { prepareDatabase } from './prepare.ts';
import { scratchServer } from './scratch-server.ts';
import { TABLES_DIR } from './split-tables.ts';

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
    // a table dropped by a migration leaves no file behind
    await rm(TABLES_DIR, { recursive: true, force: true });
    await mkdir(TABLES_DIR, { recursive: true });
    for (const [file, text] of Object.entries(await generateTableFiles(url.toString()))) {
      await writeFile(file, text);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await server.stop();
  }
}

await main();
