import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The one JSON logger of a process (pino): start-up, migrations, seeding, every request and the
 * shutdown write one JSON object per line, so a log collector reads them all the same way.
 */
export function createLogger(level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({ level, base: { name: 'comptoir' }, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * The `(message) => void` that the start-up steps take (migrate, seed, embedded PostgreSQL, the
 * client build), as lines of `logger`: a "[area] text" message becomes `{area, msg}`, and one
 * that reports a warning or a failure is logged at that level.
 */
export function lineLogger(logger: Logger): (message: string) => void {
  return (message) => {
    const m = /^\[([\w-]+)\]\s*([\s\S]*)$/.exec(message);
    const area = m?.[1];
    const text = m ? (m[2] ?? '') : message;
    const level = /\bfailed\b/i.test(text) ? 'error' : /\bwarning\b/i.test(text) ? 'warn' : 'info';
    if (area) logger[level]({ area }, text);
    else logger[level](text);
  };
}
