import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import postgres from 'postgres'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import { createDb } from '~/server/db/get-db'
import { bundleFunctionFile } from './function-instances'

const ROOT = resolve(import.meta.dirname, '../..')

/** The server of the serverless load run: its own cluster, max_connections 20, like a small hosted plan. */
export const MAX_CONNECTIONS = 20

/**
 * Starts (or reuses) a PostgreSQL with max_connections = 20 on PGPORT_LOAD (5444) and gives it a
 * fresh database `name`, migrated and seeded with a small catalogue. Returns its URL.
 */
export async function prepareLoadDatabase(name: string): Promise<string> {
  const port = process.env.PGPORT_LOAD ?? '5444'
  const url = execFileSync('bash', [join(ROOT, 'scripts/ci-postgres.sh')], {
    env: { ...process.env, PGPORT_CI: port, PGDATA_CI: `/tmp/haven-pg-maxconn-${port}`, PGDATABASE_CI: 'postgres', PGOPTIONS_CI: `-c max_connections=${MAX_CONNECTIONS}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .at(-1)!
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  const [setting] = await admin`show max_connections`
  if (Number(setting!.max_connections) !== MAX_CONNECTIONS)
    throw new Error(`PostgreSQL on port ${port} runs with max_connections ${setting!.max_connections}, not ${MAX_CONNECTIONS}: stop it or set PGPORT_LOAD`)
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const databaseUrl = url.replace(/\/[^/]*$/, () => `/${name}`)
  const db = await createDb(databaseUrl)
  await seedCatalogue(db, { listings: 60, realtors: 4 })
  await db.close()
  return databaseUrl
}

/** prepareLoadDatabase, and netlify/functions/api.ts bundled as Netlify's bundler makes it. */
export async function prepareServerlessLoad(name: string) {
  const databaseUrl = await prepareLoadDatabase(name)
  mkdirSync(join(ROOT, '.data/function-bundles'), { recursive: true })
  const bundle = await bundleFunctionFile(join(ROOT, 'netlify/functions/api.ts'), join(ROOT, `.data/function-bundles/api-${name}.mjs`))
  return { databaseUrl, bundle }
}
