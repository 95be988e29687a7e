import { hostname, userInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import { parseOpsArgs } from './ops-args'

const registry = createRegistry(loadTenants())
const parse = (...argv: string[]) => parseOpsArgs(argv, registry)

describe('npm run ops arguments', () => {
  // Who runs the command is the terminal's user, whatever --actor claims (issue 33, finding 11).
  const TERMINAL = `${userInfo().username}@${hostname()}`
  it('turns options into the body the API takes, and the tenant slug into its domain', () => {
    expect(parse('verify', '--listing', 'HVN-0000042', '--step', 'title', '--on', '2025-05-02', '--firm', 'Bello Chambers', '--result', 'Clean', '--actor', 'amaka')).toEqual({
      args: { by: TERMINAL, action: 'verify', listing: 'HVN-0000042', body: { actor: 'amaka', step: 'title', done_on: '2025-05-02', partner_firm: 'Bello Chambers', result: 'Clean' } },
    })
    expect(parse('advance', '--tenant', 'lekki-prime', '--transaction', '12', '--step', 'FUNDS_HELD', '--note', 'Received', '--actor', 'amaka')).toEqual({
      args: { by: TERMINAL, action: 'advance', tenant: 'lekkiprime.com', transaction: 12, body: { actor: 'amaka', step: 'FUNDS_HELD', note: 'Received' } },
    })
    expect(parse('reports', '--tenant', 'haven', '--since', '2025-06-01', '--actor', 'amaka')).toEqual({
      args: { by: TERMINAL, action: 'reports', tenant: 'haven.ng', actor: 'amaka', format: 'csv', query: { since: '2025-06-01' } },
    })
    // Without --actor nothing is claimed: the audit names the terminal alone.
    const mine = parse('mark-sold', '--listing', '42')
    expect('args' in mine && [mine.args.by, mine.args.body]).toEqual([TERMINAL, {}])
    expect(parse('--help')).toEqual({ help: true })
  })

  it.each([
    [[], /^Usage: npm run ops/],
    [['fly'], /^Unknown action 'fly'/],
    [['advance', '--transaction', '1'], /^--tenant is required for advance$/],
    [['reports', '--tenant', 'nowhere'], /^Unknown tenant 'nowhere': one of capital-keys, haven, lekki-prime$/],
    [['reports', '--tenant', 'haven', '--format', 'xlsx'], /^format must be csv or json$/],
    [['verify', '--colour', 'red'], /Unknown option '--colour'/],
    [['verify', 'extra'], /^Unexpected argument 'extra'/],
  ])('refuses %j', (argv, message) => {
    const result = parse(...argv)
    expect('error' in result && result.error).toMatch(message)
  })
})
