import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { authSecret } from '~/server/auth/secret'

/** SHA-256 in hex: how setup tokens, session ids and recovery codes are stored (never as given). */
export const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

/** A random secret for a link, a cookie or a recovery code. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

const key = () => createHash('sha256').update('haven-staff-totp\n').update(authSecret()).digest()

/** A TOTP secret sealed with AES-256-GCM under a key derived from AUTH_SECRET: a copy of the table alone does not hold it. */
export function seal(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
}

export function unseal(sealed: string): string {
  const [v, iv, body, tag] = sealed.split('.')
  if (v !== 'v1' || !iv || !body || !tag) throw new Error('sealed value has an unknown format')
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
