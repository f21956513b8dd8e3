import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@shop/test-kit/harness';
import { baseURL, databaseUrl, port, privateNatsPort, smtpUrl } from './support/e2e-environment';

/**
 * The browser suite runs against the real system: pricing, catalogue, cart, content and orders
 * services + gateway serving the built front ends (dist/web, built beforehand by `npm test`), on
 * its own port, database, Redis key prefix and (when nats-server is installed) NATS server, with
 * the orders service's mails going to the suite's own SMTP server; see support/e2e-environment.ts.
 */
export default defineConfig({
  testDir: './specs',
  // The mail catcher, an SMTP server in the runner process, for the whole run.
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    // Spread first: a project-level launchOptions would replace ours and lose executablePath.
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'shop', testIgnore: /(admin-prices|quantity-tiers)\.spec\.ts$/ },
    // Changes the price every other spec expects (Stahl S235 3 mm), so it runs after all of them.
    { name: 'price-changes', testMatch: /admin-prices\.spec\.ts$/, dependencies: ['shop'] },
    // A quantity discount changes every cut-part line that reaches it: after all others, alone.
    {
      name: 'quantity-tiers',
      testMatch: /quantity-tiers\.spec\.ts$/,
      dependencies: ['price-changes'],
    },
  ],
  webServer: {
    command: 'node support/start-system.js',
    url: `${baseURL}/remotes.json`,
    env: {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      E2E_SMTP_URL: smtpUrl,
      ...(privateNatsPort ? { E2E_NATS_PORT: privateNatsPort } : {}),
    },
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
