/**
 * Child process for the lock tests: `tsx hold-db.ts <dir>` opens the directory through createDb,
 * prints `ready`, and holds it until SIGTERM (clean close) or SIGKILL (stale lock left behind).
 */
import { createDb } from '../get-db'

const dir = process.argv[2]
if (!dir) throw new Error('usage: hold-db.ts <dir>')
const db = await createDb(dir, { migrate: false })
process.stdout.write('ready\n')
const keepAlive = setInterval(() => {}, 60_000)
process.on('SIGTERM', () => {
  clearInterval(keepAlive)
  void db.close().then(() => process.exit(0))
})
