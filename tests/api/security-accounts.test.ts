/** Issue 20, findings 3, 4, 5, 6 and 11: resets, Google, proved addresses, floods, enumeration (decision 040). */
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { hashJobsStarted } from '~/server/auth/hash-queue'
import handler from '../../netlify/functions/api'
import { send } from './api-test-db'
import { address, fragmentOf, login, mailsTo, PASSWORD, setIdentity, signUp, startGoogle, unique, useSecurityHarness, waitForMail } from './security-harness'
import { viewingSlotIn } from '~/testing/viewing-slot'

const { testDb, smtp } = useSecurityHarness()

describe('finding 3: a verified reset code is spent only by the client that verified it', () => {
  it('refuses an attacker polling the reset with the e-mail alone while the victim verifies and resets', async () => {
    const { email } = await signUp()
    expect((await send('POST', '/auth/user-getotp', { email }, { headers: address() })).status).toBe(200)
    const code = /\b(\d{6})\b/.exec((await waitForMail(email, 'password reset code')).split(/\r?\n\r?\n/).slice(1).join('\n'))![1]
    const attacker = address()
    const poll = (token?: string) => send('PATCH', '/auth/user-reset-password', { email, new_password: 'attacker!', ...(token ? { reset_token: token } : {}) }, { headers: attacker })
    // The victim verifies (again if the server sheds the request while it is busy) while the attacker polls.
    const verifying = (async () => {
      for (;;) {
        const r = await send('PATCH', '/auth/verify-otp', { email, otp: code }, { headers: address() })
        if (r.status !== 503) return r
        await new Promise((done) => setTimeout(done, 20))
      }
    })()
    const [verified, polls] = await Promise.all([
      verifying,
      Promise.all([...Array.from({ length: 10 }, () => poll()), ...Array.from({ length: 9 }, () => poll('A'.repeat(43)))]),
    ])
    expect(verified!.status).toBe(200)
    expect(polls.every((p) => [400, 429, 503].includes(p.status))).toBe(true)
    const afterwards = await Promise.all(Array.from({ length: 5 }, () => poll('B'.repeat(43))))
    expect(afterwards.every((p) => [400, 429, 503].includes(p.status))).toBe(true)
    const reset = await send('PATCH', '/auth/user-reset-password', { email, new_password: 'victim new 1', reset_token: verified!.body.data.reset_token }, { headers: address() })
    expect([reset.status, reset.body.message]).toEqual([200, 'Password Reset Successful'])
    expect((await login(email, 'victim new 1', address())).status).toBe(200)
    expect((await login(email, 'attacker!', address())).status).toBe(401)
  })

  it('lets two parallel resets with one token change the password once', async () => {
    const { email } = await signUp()
    await send('POST', '/auth/user-getotp', { email }, { headers: address() })
    const code = /\b(\d{6})\b/.exec((await waitForMail(email, 'password reset code')).split(/\r?\n\r?\n/).slice(1).join('\n'))![1]
    const { body } = await send('PATCH', '/auth/verify-otp', { email, otp: code }, { headers: address() })
    const both = await Promise.all(['first new 1', 'second new 2'].map((p) => send('PATCH', '/auth/user-reset-password', { email, new_password: p, reset_token: body.data.reset_token }, { headers: address() })))
    expect(both.map((r) => r.status).sort()).toEqual([200, 400])
  })
})


describe('finding 4: login CSRF', () => {
  it("signs nobody in when the attacker's callback URL is opened in another browser", async () => {
    setIdentity({ sub: 'g-attacker', email: unique('attacker'), email_verified: true })
    const { finish } = await startGoogle()
    const inVictimsBrowser = fragmentOf(await finish('haven_google=somebody-else'))
    expect(inVictimsBrowser.get('access_token')).toBeNull()
    expect(inVictimsBrowser.get('error')).toBe('This Google sign-in was started in another browser. Please try again.')
    const withoutCookie = await startGoogle()
    expect(fragmentOf(await withoutCookie.finish()).get('access_token')).toBeNull()
  })

  it('hands the token back with the nonce of the page that started it, and clears the cookie', async () => {
    setIdentity({ sub: 'g-owner', email: unique('owner'), email_verified: true })
    const { cookie, finish } = await startGoogle('page-nonce-0123456789abcdef')
    const res = await finish(cookie)
    const fragment = fragmentOf(res)
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('nonce')).toBe('page-nonce-0123456789abcdef')
    expect(res.headers.get('set-cookie')).toContain('haven_google=; Path=/api/v1/auth/google/callback; Max-Age=0')
  })
})

describe('finding 5: account pre-hijacking', () => {
  it("ends the squatter's password and sessions when the address's owner arrives through Google", async () => {
    const victim = unique('victim')
    const squatter = await signUp(victim)
    setIdentity({ sub: 'g-victim', email: victim, email_verified: true })
    const { cookie, finish } = await startGoogle()
    const owner = fragmentOf(await finish(cookie)).get('access_token')!
    expect(decodeJwt(owner).id).toBe(squatter.id)
    expect((await login(victim, PASSWORD, address())).status).toBe(401)
    expect((await send('GET', '/auth/user-profile', undefined, { token: squatter.token })).status).toBe(401)
    const profile = await send('GET', '/auth/user-profile', undefined, { token: owner })
    expect([profile.status, profile.body.data.email_verified]).toEqual([200, true])
  })

  it('sends an unproved address nothing but its verification: no viewing mail to it or to a named stranger', async () => {
    const { email, token } = await signUp()
    const stranger = unique('stranger')
    const [listing] = await testDb.db.query<{ id: number; slug: string }>(`select id, slug from listings where availability = 'available' order by id limit 1`)
    const booked = await send('POST', '/enquiry/schedule-viewing', {
      listing_id: listing!.id, viewing_type: 'TRUSTED_PERSON', inspection_type: 'PHYSICAL_INSPECTION', date: viewingSlotIn(5),
      first_name: 'Some', last_name: 'Stranger', email: stranger, phone_number: '08031234567',
      listing_url: `http://haven.localhost:8888/listings/${listing!.id}/${listing!.slug}`,
    }, { token, headers: address() })
    expect(booked.status, booked.body.message).toBeLessThan(300)
    await waitForMail(email, 'Subject: Confirm your e-mail')
    await new Promise((r) => setTimeout(r, 300))
    expect(mailsTo(stranger)).toHaveLength(0)
    expect(mailsTo(email).every((m) => m.includes('Subject: Confirm your e-mail'))).toBe(true)
    const profile = await send('GET', '/auth/user-profile', undefined, { token })
    expect(profile.body.data.email_verified).toBe(false)
  })
})

describe('finding 6: no argon2 for unauthenticated floods', () => {
  it('refuses 300 parallel resets without a live token before any hashing', async () => {
    const before = hashJobsStarted()
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => send('PATCH', '/auth/user-reset-password', { email: `flood${i}@example.com`, new_password: 'whatever1', reset_token: 'C'.repeat(43) }, { headers: address() })),
    )
    // Refused for the token (400), or shed before any work when too many are in flight (503).
    expect(answers.every((a) => a.status === 400 || a.status === 503)).toBe(true)
    expect(answers.filter((a) => a.status === 400).length).toBeGreaterThan(0)
    expect(hashJobsStarted()).toBe(before)
  })

  it('counts sign-ups per address before hashing: 300 in parallel from one address create at most the allowance', async () => {
    process.env.HAVEN_SIGNUP_RATE_LIMIT = '10'
    try {
      const from = address()
      const before = hashJobsStarted()
      const answers = await Promise.all(
        Array.from({ length: 300 }, () => send('POST', '/auth/user-signup', { first_name: 'Flood', last_name: 'Bot', email: unique('flood'), phone: '08031234567', password: 'flooding 1' }, { headers: from })),
      )
      const created = answers.filter((a) => a.status === 201).length
      expect(created).toBeGreaterThan(0)
      expect(created).toBeLessThanOrEqual(10)
      // The rest over the allowance (429) or shed at once (503), none of them hashed.
      expect(answers.every((a) => [201, 429, 503].includes(a.status))).toBe(true)
      expect(hashJobsStarted() - before).toBe(created)
      // One at a time, the address's allowance is exactly 10.
      for (let i = created; i < 10; i++) expect((await send('POST', '/auth/user-signup', { first_name: 'Flood', last_name: 'Bot', email: unique('flood'), phone: '08031234567', password: 'flooding 1' }, { headers: from })).status).toBe(201)
      expect((await send('POST', '/auth/user-signup', { first_name: 'Flood', last_name: 'Bot', email: unique('flood'), phone: '08031234567', password: 'flooding 1' }, { headers: from })).status).toBe(429)
    } finally {
      process.env.HAVEN_SIGNUP_RATE_LIMIT = '100000'
    }
  })
})

describe('finding 11: enumeration', () => {
  it("answers a reset-code request for an existing account without waiting for its e-mail", async () => {
    const { email } = await signUp()
    await waitForMail(email, 'Subject: Confirm your e-mail')
    let release = () => {}
    smtp.hold(new Promise<void>((r) => (release = r)))
    try {
      // Straight to the function: the test harness's send() waits for the queue on purpose.
      const asked = handler(new Request('http://localhost/api/v1/auth/user-getotp', { method: 'POST', headers: { 'x-tenant-id': 'haven.ng', 'content-type': 'application/json', ...address() }, body: JSON.stringify({ email }) }))
      const answer = await Promise.race([
        asked,
        new Promise<'waited for the mail'>((r) => setTimeout(() => r('waited for the mail'), 5000)),
      ])
      expect(answer === 'waited for the mail' ? answer : answer.status).toBe(200)
      expect(mailsTo(email).filter((m) => m.includes('password reset code'))).toHaveLength(0)
    } finally {
      smtp.hold(null)
      release()
    }
    await waitForMail(email, 'password reset code')
  })

  it('limits the sign-ups that can probe for existing accounts', async () => {
    process.env.HAVEN_SIGNUP_RATE_LIMIT = '10'
    try {
      const { email } = await signUp()
      const from = address()
      const probes = []
      for (let i = 0; i < 12; i++) probes.push((await send('POST', '/auth/user-signup', { first_name: 'P', last_name: 'Q', email, phone: '08031234567', password: 'probing 1' }, { headers: from })).status)
      expect(probes.slice(0, 10)).toEqual(Array(10).fill(409))
      expect(probes.slice(10)).toEqual([429, 429])
    } finally {
      process.env.HAVEN_SIGNUP_RATE_LIMIT = '100000'
    }
  })
})

