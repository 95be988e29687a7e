import { runAlerts } from '~/server/alerts/run-alerts'
import type { OperatorCommand } from './operator-commands'

/** `npm run alerts -- --now`: one alert run, here or inside the `npm start` that owns the database. */
export const alertsCommand: OperatorCommand = {
  async run(db, _args, io) {
    for (const r of await runAlerts(db))
      io.out(
        r.skipped
          ? `${r.tenant}: another run holds the lock, nothing done`
          : `${r.tenant}: ${r.queued} e-mails queued, ${r.deferred} left for the next run, ${r.quiet} quiet alerts moved on, planned in ${r.planMs} ms`,
      )
    return 0
  },
}
