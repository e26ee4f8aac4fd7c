import { loadDotEnv, readConfig, type ServerConfig } from '../config.ts';
import { startEmbedded } from '../db/embedded.ts';
import { createLogger, type Logger, lineLogger } from '../log.ts';

export interface CommandDatabase {
  url: string;
  embedded: boolean;
  config: ServerConfig;
  logger: Logger;
  log: (message: string) => void;
  /** stops the embedded PostgreSQL if this command started it (a running server keeps its own) */
  stop: () => Promise<void>;
}

/**
 * The database an operator's command works on, found as `npm start` finds it: DATABASE_URL, or
 * the embedded cluster under DATA_DIR (started for the command, or shared with the server that
 * is running on it).
 */
export async function commandDatabase(): Promise<CommandDatabase> {
  loadDotEnv();
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const log = lineLogger(logger);
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, config, logger, log, stop: async () => undefined };
  }
  const pg = await startEmbedded({ dataDir: config.dataDir, port: config.pgPort, database: 'comptoir', log });
  return { url: pg.url, embedded: true, config, logger, log, stop: pg.stop };
}

/** Runs a command's body with its database, logs a failure as JSON and sets the exit code. */
export async function runCommand(name: string, body: (d: CommandDatabase) => Promise<void>): Promise<void> {
  let d: CommandDatabase | undefined;
  try {
    d = await commandDatabase();
    await body(d);
  } catch (err) {
    (d?.logger ?? createLogger()).fatal({ err, command: name }, `${name} failed`);
    process.exitCode = 1;
  } finally {
    await d?.stop().catch(() => undefined);
  }
}
