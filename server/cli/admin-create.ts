import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate.ts';
import { createDb } from '../db/pool.ts';
import { createSuperAdmin } from '../system/first-admin.ts';
import { askPassword } from './ask-password.ts';
import { runCommand } from './database.ts';

const USAGE = 'usage: npm run admin:create -- --email someone@example.com [--name "Their Name"]';

/**
 * `npm run admin:create -- --email …`: the first super-admin of a deployment without demo data.
 * The password is asked on the terminal (see ask-password.ts), never taken from the arguments.
 */
let args: { email?: string | undefined; name?: string | undefined };
try {
  args = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true }).values;
} catch (err) {
  const msg = (err as Error).message;
  const why = /password/i.test(msg)
    ? 'the password is asked on the terminal, never given as an argument'
    : msg;
  console.error(`${why}\n${USAGE}`);
  process.exit(2);
}
const email = args.email;
if (!email) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand('admin:create', async ({ url, logger, log }) => {
  const { pool, db, close } = createDb(url, 2);
  try {
    await migrate(pool, log);
    const password = await askPassword();
    const admin = await createSuperAdmin(db, { email, password, ...(args.name ? { name: args.name } : {}) });
    logger.info({ area: 'admin', id: admin.id, email: admin.email }, 'super-admin created');
  } finally {
    await close();
  }
});
