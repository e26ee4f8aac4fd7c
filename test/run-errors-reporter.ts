import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * What fails a vitest run outside any one test: a module that did not load, a hook that threw, an
 * error no test caught. The JSON reporter names failed tests only, so a run that exited 1 for one
 * of these left a CI log whose tail named nothing; `test/stages.ts` reads this file at the end.
 */
const firstLines = (e: SerializedError) =>
  `${e.name ?? 'Error'}: ${String(e.message ?? '')
    .split('\n')
    .slice(0, 3)
    .join(' / ')}`;

export default class RunErrorsReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandled: ReadonlyArray<SerializedError>,
    reason: string,
  ) {
    const file = process.env.RUN_ERRORS_FILE;
    if (!file) return;
    const moduleErrors = modules.flatMap((m) =>
      m.errors().map((e) => `${m.relativeModuleId}: ${firstLines(e)}`),
    );
    const suiteErrors = modules.flatMap((m) =>
      [...m.children.allSuites()].flatMap((s) =>
        s.errors().map((e) => `${m.relativeModuleId} › ${s.fullName}: ${firstLines(e)}`),
      ),
    );
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify({ reason, errors: [...moduleErrors, ...suiteErrors, ...unhandled.map((e) => `unhandled ${firstLines(e)}${e.stack ? ` ${String(e.stack).split('\n').slice(1, 3).join(' ').trim()}` : ''}`)] }, null, 2)}\n`,
    );
  }
}
