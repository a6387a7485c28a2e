// `npm test`: install, check Chromium, lint and type-check, build, then every test runner: Jest (unit, UI and the
// server's API suite on embedded PGlite), the API suite again on PostgreSQL when TEST_DATABASE_URL is set (under the
// Node LTS the images ship, scripts/node-lts.mjs), and the Playwright end-to-end suite in headless Chromium. The last line is the sum over every runner: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureCaddy } from './caddy.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureNodeLts, NODE_LTS_MAJOR } from './node-lts.mjs';
import { ensureInstalled, root } from './pnpm.mjs';
import { ensurePromtool } from './promtool.mjs';

const resultsDir = path.join(root, '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function step(title) {
  console.log(`\n=== ${title} ===`);
}

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const jestEnv = {
  NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
  FORCE_COLOR: '1',
};

// Three workers on two cores: many server tests wait (on processes they start, on timers, on the simulated calls),
// and a third worker fills those waits. Measured here: the PGlite pass 10.1 → 8.0 min, the PostgreSQL one 4.7 → 3.5.
const JEST_WORKERS = 3;

function jest(label, args, env = {}, node = process.execPath) {
  step(label);
  const out = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const status = run(
    node,
    [jestBin, '--ci', `--maxWorkers=${JEST_WORKERS}`, '--json', `--outputFile=${out}`, ...args],
    {
      ...jestEnv,
      ...env,
    },
  );
  const report = readJson(out);
  if (!report) {
    totals.failed += 1;
    problems.push(`${label}: Jest produced no report (exit ${status})`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no failed test of its own: count it, or it would vanish from the sum.
  const brokenSuites = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  );
  totals.failed += brokenSuites.length;
  if (status !== 0)
    problems.push(
      `${label}: ${report.numFailedTests} failed test(s), ${brokenSuites.length} broken suite(s)`,
    );
}

function playwright() {
  step('end-to-end (Playwright, headless Chromium)');
  const out = path.join(resultsDir, 'e2e.json');
  const status = run(
    process.execPath,
    [
      path.join(root, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--config',
      'e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  );
  const report = readJson(out);
  if (!report?.stats) {
    totals.failed += 1;
    problems.push(`e2e: Playwright produced no report (exit ${status})`);
    return;
  }
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  if (status !== 0) problems.push(`e2e: ${report.stats.unexpected} failed test(s) (exit ${status})`);
}

function gate(title, cmd, args) {
  step(title);
  if (run(cmd, args) !== 0) {
    totals.failed += 1;
    problems.push(`${title} failed`);
  }
}

const started = Date.now();
ensureInstalled();
ensureChromium();
// packages/server checks deploy/observability's alert rules with promtool.
ensurePromtool();
// The topology spec (run with TEST_DATABASE_URL) puts the real proxy in front of the servers.
if (process.env.TEST_DATABASE_URL) ensureCaddy();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

gate('lint (Biome)', path.join(root, 'node_modules', '.bin', 'biome'), ['check', '--error-on-warnings', '.']);
gate('type-check (tsc, every package)', process.execPath, [path.join(root, 'scripts', 'typecheck.mjs')]);
step('build (host, remotes, server)');
if (buildAll() !== 0) {
  totals.failed += 1;
  problems.push('build failed');
}
jest('unit, UI and API on PGlite (Jest)', []);
if (process.env.TEST_DATABASE_URL) {
  const nodeLts = ensureNodeLts();
  if (nodeLts) {
    jest(
      `API on PostgreSQL (Jest, Node ${NODE_LTS_MAJOR})`,
      ['--selectProjects', '@callops/server'],
      { TEST_DB: 'postgres' },
      nodeLts,
    );
  } else {
    totals.failed += 1;
    problems.push(`API on PostgreSQL: no Node ${NODE_LTS_MAJOR} to run it under`);
  }
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite runs on PGlite only)');
}
if (existsSync(path.join(root, 'host', 'dist', 'index.html'))) playwright();
else {
  totals.failed += 1;
  problems.push('e2e: not run because the build failed');
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n=== summary (${minutes} min) ===`);
for (const p of problems) console.log(`  - ${p}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
