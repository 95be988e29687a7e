import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 8899)

/** End-to-end tests in Debian's Chromium against the built site, served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /mobile|branding|api|a11y/ },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts`,
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT), HAVEN_SKIP_BUILD: process.env.HAVEN_SKIP_BUILD ?? '1', HAVEN_DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${PORT}` },
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
