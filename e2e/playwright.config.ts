import { defineConfig } from '@playwright/test';

// Browser tests: the built web app served by the real server (started in global-setup.ts),
// driven by Debian's Chromium. Playwright's own browser download is never used.
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // Whole user paths with axe on several screens: up to a minute on a busy 2-core runner.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
