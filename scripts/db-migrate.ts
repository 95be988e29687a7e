/**
 * npm run db:migrate — applies pending migrations to DATABASE_URL (or the embedded .data/pglite;
 * handed to `npm start` when it owns that directory).
 */
import { runOperatorCommand } from './serve-lib/operator-client'

process.exitCode = await runOperatorCommand('migrate', {})
