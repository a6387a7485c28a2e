// The end-to-end suite: the BUILT console (`npm run build`) served by the built API server, driven in Debian's
// headless Chromium. Two projects, one per APP_MODE; each worker starts its own server (fixtures/test.ts).
// Production-only specs are named `*.prod.spec.ts`; every other spec runs against development.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './fixtures/chromium-launch';
import type { ConsoleOptions } from './fixtures/test';

const PRODUCTION_SPECS = /\.prod\.spec\.ts$/;
// The production topology (two servers on one PostgreSQL behind the real proxy, Caddy): only where a PostgreSQL is given.
const TOPOLOGY_SPECS = /\.topology\.spec\.ts$/;

export default defineConfig<ConsoleOptions>({
  testDir: './specs',
  outputDir: './test-results',
  // Specs of one file share their worker's server; files spread over two workers, one per core. A third worker
  // (its own browser and server) made the whole run slower here and left each test a third of a core, too little
  // on a busy machine.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Budgets, not speed targets (those are in `npm run bench`): axe-core scans every page a test visits
  // (fixtures/accessibility.ts), about a second each, and a shared machine may run slow.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    // Never the browser Playwright would download: Debian's Chromium (scripts/chromium.mjs installs it).
    launchOptions: await chromiumLaunchOptions(),
    viewport: { width: 1400, height: 900 },
    // The console honours the system's reduced-motion setting: nothing fades or slides, so no frame is spent on it
    // and nothing is caught half-way through an animation.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace of the retry, not of every run: recording one (DOM snapshots and a screencast of every action) took
    // about a third of the suite's CPU on two cores. Locally, `--trace on` records one for a test being looked at.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  // Tests start in the order of their projects: the topology spec, by far the longest, goes first so that it runs
  // beside the others rather than alone at the end (where it kept one worker idle for over a minute).
  projects: [
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'topology', use: { appMode: 'production' as const }, testMatch: TOPOLOGY_SPECS }]
      : []),
    { name: 'development', use: { appMode: 'development' }, testIgnore: [PRODUCTION_SPECS, TOPOLOGY_SPECS] },
    { name: 'production', use: { appMode: 'production' }, testMatch: PRODUCTION_SPECS },
  ],
});
