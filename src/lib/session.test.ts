import { describe, expect, it } from 'vitest'
import { fakeToken } from '~/testing/fake-api'
import { decodeSession, isUserKey, userKey } from './session'

describe('decodeSession', () => {
  it('reads the user the server signed into the token', () => {
    const s = decodeSession(fakeToken({ id: 42, first_name: 'Ngozi', email: 'n@example.com' }))
    expect(s?.user).toMatchObject({ id: 42, first_name: 'Ngozi', email: 'n@example.com', can_login: true })
  })
  it('treats an expired, malformed or missing token as signed out', () => {
    expect(decodeSession(fakeToken({}, Date.now() / 1000 - 1))).toBeNull()
    expect(decodeSession('not-a-token')).toBeNull()
    expect(decodeSession('a.%%%.c')).toBeNull()
    expect(decodeSession(null)).toBeNull()
  })
  it('decodes UTF-8 names', () => {
    const payload = Buffer.from(JSON.stringify({ id: 1, email: 'a@b.co', first_name: 'Chídí', exp: 2e9 })).toString('base64url')
    expect(decodeSession(`x.${payload}.y`)?.user.first_name).toBe('Chídí')
  })
})

describe('user query keys', () => {
  it('carry the user id and are recognised for sign-out', () => {
    const s = decodeSession(fakeToken({ id: 7 }, 2e9))!
    expect(userKey(s, 'auth/user-profile')).toEqual(['user', 7, 2e9, 'auth/user-profile'])
    expect(isUserKey(userKey(s, 'x', 2))).toBe(true)
    expect(isUserKey(['listings-search', 'q'])).toBe(false)
    expect(isUserKey('user')).toBe(false)
  })
})
