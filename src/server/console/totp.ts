import { createHmac, randomBytes } from 'node:crypto'

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with HMAC-SHA1, 30-second steps, 6 digits — what every
 * authenticator app reads from an otpauth:// URI. node:crypto only; no dependency.
 */
export const TOTP_STEP_SECONDS = 30
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch)
    if (i < 0) throw new Error('not base32')
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new shared secret: 160 bits, as RFC 4226 recommends, in base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20))

/** HOTP(K, C): the code for one counter value. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(bin).padStart(digits, '0')
}

export const timeStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS)

/** The code an authenticator shows now (tests and the e2e journey compute it the same way). */
export const totpCode = (secretBase32: string, nowMs = Date.now(), digits = 6) => hotp(base32Decode(secretBase32), timeStep(nowMs), digits)

/**
 * The time step a code belongs to, within one step either side (clock drift), or null. The caller
 * accepts it only if it is later than the last step accepted: a code seen once is spent.
 */
export function matchingStep(secretBase32: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secretBase32)
  const now = timeStep(nowMs)
  let found: number | null = null
  // Every candidate is computed, whichever matches: the time taken does not say which.
  for (const step of [now - 1, now, now + 1]) if (hotp(key, step) === code && found === null) found = step
  return found
}

export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${TOTP_STEP_SECONDS}`
}
