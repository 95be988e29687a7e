import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFormsHarness } from './forms-harness'

/**
 * Issue 20, item 12, through a real path: a form's receipt links to the site its Origin names
 * only when that is the tenant's — and http://localhost is the tenant's on a local run only.
 */
const { post, mailsTo, VALID } = useFormsHarness('origins')

afterEach(() => vi.unstubAllEnvs())

async function receiptLink(origin: string) {
  const body = VALID['d2s-signup']!()
  const res = await post('d2s-signup', body, { headers: { origin } })
  expect(res.status).toBe(201)
  const [receipt] = mailsTo(body.email as string)
  return /(\S+)\/legal\/partner-realtor-agreement/.exec(receipt!)![1]
}

describe('Origin: http://localhost in e-mail links', () => {
  it('is ignored by a deployed site: the link goes to the tenant’s domain', async () => {
    vi.stubEnv('HAVEN_LOCAL_ORIGINS', '')
    expect(await receiptLink('http://localhost:8888')).toBe('https://haven.ng')
  })

  it('is ignored on Netlify even with the local flag set', async () => {
    vi.stubEnv('HAVEN_LOCAL_ORIGINS', '1')
    vi.stubEnv('NETLIFY', 'true')
    expect(await receiptLink('http://localhost:8888')).toBe('https://haven.ng')
  })

  it('is followed on a local run (npm start, npm run dev, the tests)', async () => {
    vi.stubEnv('HAVEN_LOCAL_ORIGINS', '1')
    expect(await receiptLink('http://localhost:8888')).toBe('http://localhost:8888')
  })
})
