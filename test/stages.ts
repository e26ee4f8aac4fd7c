import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * `npm test`: every stage runs and reports, even after one failed, so a run shows all that is
 * wrong at once; the exit code is non-zero when any stage failed. The end-to-end tests need the
 * build, so they are skipped (and counted as failed) when it failed. Wall times are written to
 * test-results/stages.json for docs/testing.md. The names of the tests that failed are printed
 * again at the very end, where a CI log that keeps only its tail still shows them.
 */
const STAGES = ['typecheck', 'lint', 'test:unit', 'test:api', 'build', 'test:e2e'] as const;
type Stage = (typeof STAGES)[number];
interface Outcome {
  stage: Stage;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  /** read as the stage ends: Playwright empties test-results/ when the e2e stage starts */
  failed: string[];
}

/** the machine-readable report of a test stage, read back for the names of its failed tests */
const REPORTS: Partial<Record<Stage, string>> = {
  'test:unit': 'test-results/unit.json',
  'test:api': 'test-results/api.json',
  'test:e2e': 'test-results/e2e.json',
};
/** what failed a vitest stage outside any one test (test/run-errors-reporter.ts) */
const runErrorsFile = (stage: Stage) => `test-results/${stage.replace('test:', '')}-run-errors.json`;
const vitestArgs = (stage: Stage) => [
  '--',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./test/run-errors-reporter.ts',
  `--outputFile.json=${REPORTS[stage]}`,
];
const ARGS: Partial<Record<Stage, string[]>> = {
  'test:unit': vitestArgs('test:unit'),
  'test:api': vitestArgs('test:api'),
};

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The tests a stage's report names as failed (flaky ones that passed on a retry are named too). */
function failedTests(stage: Stage): string[] {
  const report = REPORTS[stage];
  if (!report || !existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if (stage !== 'test:e2e') {
    const tests = (json as VitestReport).testResults.flatMap((f) =>
      f.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${f.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}`),
    );
    const outside = existsSync(runErrorsFile(stage))
      ? (JSON.parse(readFileSync(runErrorsFile(stage), 'utf8')) as { errors: string[] }).errors
      : [];
    return [...tests, ...outside];
  }
  const walk = (s: PlaywrightSuite, file: string): string[] => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => `${file} › ${spec.title}${t.status === 'flaky' ? ' (flaky: passed on a retry)' : ''}`),
    ),
    ...(s.suites ?? []).flatMap((c) => walk(c, c.file ?? file)),
  ];
  return (json as { suites: PlaywrightSuite[] }).suites.flatMap((s) => walk(s, s.file ?? s.title));
}

const only = process.env.TEST_STAGES?.split(',') as Stage[] | undefined;
const outcomes: Outcome[] = [];
for (const stage of STAGES) {
  if (only && !only.includes(stage)) continue;
  const buildFailed = outcomes.some((o) => o.stage === 'build' && o.status !== 'passed');
  if (stage === 'test:e2e' && buildFailed) {
    outcomes.push({ stage, status: 'skipped', seconds: 0, failed: [] });
    continue;
  }
  console.log(`\n=== ${stage} ===`);
  const started = performance.now();
  const report = REPORTS[stage];
  if (report) rmSync(report, { force: true });
  rmSync(runErrorsFile(stage), { force: true });
  const run = spawnSync('npm', ['run', stage, ...(ARGS[stage] ?? [])], {
    stdio: 'inherit',
    env:
      stage === 'test:e2e'
        ? { ...process.env, E2E_JSON: report }
        : { ...process.env, RUN_ERRORS_FILE: runErrorsFile(stage) },
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  outcomes.push({
    stage,
    status: run.status === 0 ? 'passed' : 'failed',
    seconds,
    failed: failedTests(stage),
  });
}

console.log('\n=== npm test: stages ===');
for (const o of outcomes)
  console.log(`${o.status.padEnd(8)} ${o.stage.padEnd(10)} ${o.seconds.toFixed(1)} s`);
for (const o of outcomes) {
  const names = o.failed;
  for (const name of names) console.log(`  ${o.stage}: ${name}`);
  if (o.status === 'failed' && names.length === 0 && REPORTS[o.stage])
    console.log(`  ${o.stage}: no test named as failed: its report is missing or the run stopped early`);
}
const total = outcomes.reduce((s, o) => s + o.seconds, 0);
console.log(`total ${(total / 60).toFixed(1)} min`);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/stages.json', `${JSON.stringify({ outcomes, total }, null, 2)}\n`);
process.exit(outcomes.every((o) => o.status === 'passed') ? 0 : 1);
