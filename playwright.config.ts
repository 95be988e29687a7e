import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 8899)
/** The local OAuth 2.0 server that stands in for Google (tests/e2e/oauth-server.ts). */
const OAUTH_PORT = PORT + 100
const OAUTH = `http://127.0.0.1:${OAUTH_PORT}`

/** End-to-end tests in Debian's Chromium against the built site, served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry wherever it runs (`.ci/run` does not set CI): a test failing twice fails the run, one
  // passing on its retry is listed as flaky. A mobile marketing-form test lost its click once under
  // full load (stop 31) and passed 6 of 6 alone.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker (decision 054) would answer the page's calls itself, out of page.route's
    // reach: specs see the network as before, and tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /(mobile|no-javascript|alerts|photos|data-saver|branding|api|a11y|accounts|listing-detail|listings|realtors|marketplace|favourites|saved-searches|viewings|marketing-pages|partner-pages|marketing-forms|feedback-popup|sellers-mandate-form|listing-trust|escrow-timeline|buyer-trust-paper-cuts|console|console-verify|console-editor|buyer-search|visit-paper-cuts|price-compare|signed-in-pages|offline)\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `node --import tsx tests/e2e/oauth-server.ts`,
      url: `${OAUTH}/.well-known/openid-configuration`,
      env: { OAUTH_PORT: String(OAUTH_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx scripts/serve.ts`,
      url: `http://localhost:${PORT}/`,
      env: {
        PORT: String(PORT),
        HAVEN_SKIP_BUILD: process.env.HAVEN_SKIP_BUILD ?? '1',
        HAVEN_DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${PORT}`,
        // A local run: http://localhost is the tenants' origin (serve.ts sets it too; said here for the reader).
        HAVEN_LOCAL_ORIGINS: '1',
        GOOGLE_CLIENT_ID: 'haven-e2e',
        GOOGLE_CLIENT_SECRET: 'haven-e2e-secret',
        GOOGLE_AUTH_URL: `${OAUTH}/authorize`,
        GOOGLE_TOKEN_URL: `${OAUTH}/token`,
        GOOGLE_USERINFO_URL: `${OAUTH}/userinfo`,
        // Every spec posts from 127.0.0.1 to one server, and its data outlives a run: 20 forms an
        // hour per address (decision 031) would refuse marketing-forms.spec.ts's second project.
        HAVEN_FORM_RATE_LIMIT: '1000',
        // Likewise the sign-ups every account spec makes from that one address (decision 040).
        HAVEN_SIGNUP_RATE_LIMIT: '100000',
        // And the verification link each of those buyers opens (tests/e2e/account-steps.ts).
        HAVEN_VERIFY_EMAIL_RATE_LIMIT: '100000',
        // The operator API (decision 035) is on for the trust specs; tests/e2e/trust-steps.ts holds the same token.
        OPS_TOKEN: 'e2e-operator-token-0123456789abcdef-haven',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
