import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * `npm test`: every stage runs and reports, even after one failed, so a run shows all that is
 * wrong at once; the exit code is non-zero when any stage failed. The end-to-end tests need the
 * build, so they are skipped (and counted as failed) when it failed. Wall times are written to
 * test-results/stages.json for docs/testing.md.
 */
const STAGES = ['typecheck', 'lint', 'test:unit', 'test:api', 'build', 'test:e2e'] as const;
type Stage = (typeof STAGES)[number];
interface Outcome {
  stage: Stage;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
}

const only = process.env.TEST_STAGES?.split(',') as Stage[] | undefined;
const outcomes: Outcome[] = [];
for (const stage of STAGES) {
  if (only && !only.includes(stage)) continue;
  const buildFailed = outcomes.some((o) => o.stage === 'build' && o.status !== 'passed');
  if (stage === 'test:e2e' && buildFailed) {
    outcomes.push({ stage, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n=== ${stage} ===`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  outcomes.push({ stage, status: run.status === 0 ? 'passed' : 'failed', seconds });
}

console.log('\n=== npm test: stages ===');
for (const o of outcomes)
  console.log(`${o.status.padEnd(8)} ${o.stage.padEnd(10)} ${o.seconds.toFixed(1)} s`);
const total = outcomes.reduce((s, o) => s + o.seconds, 0);
console.log(`total ${(total / 60).toFixed(1)} min`);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/stages.json', `${JSON.stringify({ outcomes, total }, null, 2)}\n`);
process.exit(outcomes.every((o) => o.status === 'passed') ? 0 : 1);
