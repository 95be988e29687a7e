import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }

/** Tests are a local run: http://localhost is a tenant's origin (src/server/auth/tenant-origin.ts). */
const LOCAL_RUN = { HAVEN_LOCAL_ORIGINS: '1' }
/** Every API test signs its users up from one address: decision 040's per-address sign-up limit is raised. */
const ONE_ADDRESS = { HAVEN_SIGNUP_RATE_LIMIT: '100000' }

/** With TEST_DATABASE_URL (CI starts a server), the API suite runs a second time on real PostgreSQL. */
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        resolve: { alias },
        test: {
          name: 'api-postgres',
          environment: 'node' as const,
          include: ['tests/api/**/*.test.ts', 'src/server/db/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          env: { ...LOCAL_RUN, ...ONE_ADDRESS, HAVEN_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : []

/**
 * `npm run test:netlify` (HAVEN_NETLIFY_BUILD=1): Netlify's own build of one tenant, after
 * `npm run build` — too slow for `npm run test:unit`, which runs before the build.
 */
const netlifyProject = process.env.HAVEN_NETLIFY_BUILD
  ? [
      {
        resolve: { alias },
        test: {
          name: 'netlify',
          environment: 'node' as const,
          include: ['tests/netlify/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ]
  : []

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          env: { ...LOCAL_RUN, ...ONE_ADDRESS },
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'netlify/**/*.test.ts', 'tests/api/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          env: LOCAL_RUN,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom.ts'],
          testTimeout: 20_000,
        },
      },
      ...postgresProject,
      ...netlifyProject,
    ],
  },
})
