import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Browser benchmarks, outside the test suite: the same server and Chromium as the e2e tests.
// Run: cd e2e && E2E_WEB_DIST=<built web app> npx playwright test --config bench/playwright.config.ts
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.bench.ts',
  globalSetup: '../support/global-setup.ts',
  outputDir: '../../test-results/e2e-bench',
  workers: 1,
});
