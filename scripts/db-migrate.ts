/** npm run db:migrate — applies pending migrations to DATABASE_URL (or the embedded .data/pglite). */
import { createDb, databaseUrl } from '~/server/db/get-db'
import { migrate } from '~/server/db/migrate'

const db = await createDb(databaseUrl(), { migrate: false })
try {
  const applied = await migrate(db)
  console.log(
    applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date',
  )
} finally {
  await db.close()
}
