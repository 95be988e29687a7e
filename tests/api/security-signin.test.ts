/** Issue 20, findings 2, 14 and 10: sign-in and the current password, tried as the attacker did (decision 040). */
import { describe, expect, it } from 'vitest'
import { send } from './api-test-db'
import { address, login, mailsTo, PASSWORD, proveEmail, signUp, unique, useSecurityHarness, waitForMail } from './security-harness'

const { testDb } = useSecurityHarness()

describe('finding 2: the sign-in limit cannot be raced', () => {
  it('lets no more than 5 of 200 parallel guesses reach the password check, and the right one sent last is refused too', async () => {
    const { email } = await signUp()
    const from = address()
    const guesses = Array.from({ length: 199 }, (_, i) => login(email, `wrong password ${i}`, from))
    const right = login(email, PASSWORD, from)
    const answers = await Promise.all([...guesses, right])
    const counts = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {})
    expect(counts[200]).toBeUndefined()
    expect(counts[401]).toBeLessThanOrEqual(5)
    expect(counts[429]).toBeGreaterThanOrEqual(195)
    expect((await right).status).toBe(429)
    expect(Number((await right).res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('finding 14: failed sign-ins slow an attacker down without locking the owner out', () => {
  it('keeps the owner signing in from a known address while strangers fail, grows the wait elsewhere, and tells the owner once', async () => {
    const { email } = await signUp()
    await proveEmail(email)
    const home = address()
    expect((await login(email, PASSWORD, home)).status).toBe(200)
    // Strangers from twenty addresses, one after another, each waiting out the delay it is given.
    let refused = 0
    for (let i = 0; i < 20; i++) {
      const res = await login(email, 'not the password', address())
      if (res.status === 429) {
        refused++
        expect(Number(res.res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
        await testDb.db.query(`update auth_attempts set created_at = created_at - interval '61 seconds' where kind = 'signin-account' and key = $1`, [email])
      }
    }
    expect(refused).toBeGreaterThan(0)
    // The owner at home is never slowed by them.
    expect((await login(email, PASSWORD, home)).status).toBe(200)
    // From a new address the owner waits at most a minute: a delay, not a 15-minute lockout.
    const travelling = address()
    const first = await login(email, PASSWORD, travelling)
    if (first.status === 429) {
      expect(Number(first.res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      await testDb.db.query(`update auth_attempts set created_at = created_at - interval '61 seconds' where kind = 'signin-account' and key = $1`, [email])
      expect((await login(email, PASSWORD, travelling)).status).toBe(200)
    } else expect(first.status).toBe(200)
    const alert = await waitForMail(email, 'Subject: Someone is trying to sign in')
    expect(alert).toContain('wrong password')
    expect(mailsTo(email).filter((m) => m.includes('Subject: Someone is trying to sign in'))).toHaveLength(1)
  })

  it('still refuses one address that guesses at many accounts (30 failures in 15 minutes)', async () => {
    const from = address()
    for (let i = 0; i < 30; i++) await login(unique('nobody'), 'wrong password', from)
    const { email } = await signUp()
    expect((await login(email, PASSWORD, from)).status).toBe(429)
    expect((await login(email, PASSWORD, address())).status).toBe(200)
  })
})

describe('finding 10: change-password', () => {
  it('refuses the sixth wrong current password in 15 minutes, even if the sixth is right', async () => {
    const { token } = await signUp()
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', '/auth/user-change-password', { old_password: `guess ${i}`, new_password: 'new password 1' }, { token })
      expect(res.status).toBe(400)
    }
    const sixth = await send('POST', '/auth/user-change-password', { old_password: PASSWORD, new_password: 'new password 1' }, { token })
    expect(sixth.status).toBe(429)
  })
})

