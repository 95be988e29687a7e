import { describe, expect, it } from 'vitest'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import { parseSubmissionsArgs } from './submissions-args'

const registry = createRegistry(loadTenants())
const parse = (...argv: string[]) => parseSubmissionsArgs(argv, registry)

describe('npm run submissions arguments', () => {
  it('turns the tenant slug into its domain and defaults to CSV', () => {
    expect(parse('--tenant', 'lekki-prime')).toEqual({ query: { tenant: 'lekkiprime.com', format: 'csv' } })
    expect(parse('--tenant=haven', '--form', 'sellers-mandate', '--since', '2024-08-10', '--format', 'json')).toEqual({
      query: { tenant: 'haven.ng', form: 'sellers-mandate', since: '2024-08-10', format: 'json' },
    })
  })

  it.each([
    [['--form', 'feedback'], /^--tenant is required\nUsage:/],
    [['--tenant', 'nowhere'], /^Unknown tenant 'nowhere': one of capital-keys, haven, lekki-prime$/],
    [['--tenant', 'haven', '--form', 'newsletter'], /^form must be one of contact-us, feedback, /],
    [['--tenant', 'haven', '--since', '2024-02-30'], /^since must be a date written YYYY-MM-DD$/],
    [['--tenant', 'haven', '--since', '10/08/2024'], /^since must be a date written YYYY-MM-DD$/],
    [['--tenant', 'haven', '--format', 'xlsx'], /^format must be csv or json$/],
    [['--tenant', 'haven', '--verbose'], /Unknown option '--verbose'/],
    [['--tenant', 'haven', 'extra'], /Unexpected argument 'extra'/],
  ])('refuses %j', (argv, message) => {
    const result = parse(...argv)
    expect('error' in result && result.error).toMatch(message)
  })
})
