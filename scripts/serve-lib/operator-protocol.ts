/**
 * The loopback hand-off between a command-line tool and the server that owns the embedded
 * database: POST http://127.0.0.1:<port>/__haven/ops/<command> with the secret from the owner's
 * lock file; the answer streams newline-delimited JSON lines, the last one carrying the exit code.
 */
export const OPERATOR_PATH = '/__haven/ops/'
export const SECRET_HEADER = 'x-haven-operator-secret'
/** Imports travel as JSON in the body; far above any catalogue file an operator would import. */
export const MAX_OPERATOR_BODY = 256 * 1024 * 1024

export type OperatorLine =
  { stream: 'out' | 'err' | 'progress'; text: string } | { exitCode: number }

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}
