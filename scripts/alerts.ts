/**
 * `npm run alerts -- --now`: one alert run now (npm start and the Netlify schedule run it every 15
 * minutes). While `npm start` owns the embedded database the run happens inside it
 * (operator-client.ts); the e-mails it queued are sent before this exits.
 */
import { runOperatorCommand } from './serve-lib/operator-client'

if (!process.argv.includes('--now')) {
  console.error('Usage: npm run alerts -- --now   (one alert run; npm start runs it every 15 minutes)')
  process.exit(2)
}
process.exitCode = await runOperatorCommand('alerts', {})
