import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployEnvProblems } from './deploy-env'

const ROOT = resolve(import.meta.dirname, '../..')

describe('a deploy without SMTP_URL', () => {
  it('is refused on Netlify (NETLIFY=true or CONTEXT), and allowed for npm start and tests', () => {
    expect(deployEnvProblems({ NETLIFY: 'true' })[0]).toMatch(/^SMTP_URL is not set\./)
    expect(deployEnvProblems({ CONTEXT: 'deploy-preview', SMTP_URL: ' ' })[0]).toMatch(/^SMTP_URL is not set\./)
    expect(deployEnvProblems({ NETLIFY: 'true', SMTP_URL: 'mail.example.com' })).toEqual(['SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587.'])
    expect(deployEnvProblems({ NETLIFY: 'true', CONTEXT: 'production', SMTP_URL: 'smtp://u:p@smtp.example.com:587' })).toEqual([])
    expect(deployEnvProblems({})).toEqual([])
  })

  it('stops npm run build:deploy before it builds anything, saying why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NETLIFY: 'true', CONTEXT: 'production', HAVEN_TENANT: 'haven' }
    delete env.SMTP_URL
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-deploy.ts'], { cwd: ROOT, env, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('SMTP_URL is not set.')
    expect(run.stderr).toContain('is for `npm start` and tests only')
    expect(run.stdout).not.toContain('dist/deploy holds')
  })
})
