import { createHmac } from 'node:crypto'
import { authSecret } from './secret'

/**
 * A keyed hash of a caller's address (decision 031): rows from one source can be told apart
 * without keeping who the source was — a plain hash of an IPv4 address could be reversed by
 * trying all 2³².
 */
export const addressHash = (address: string, purpose = 'form-address') =>
  createHmac('sha256', authSecret()).update(`${purpose}:${address}`).digest('base64url').slice(0, 22)
