import { api } from '~/lib/api-client'
import type { AgentRegisterBody } from '~/shared/schemas/marketing/realtor-network'

/** POST /agent/register (001 §7): a backend call, so the client adds x-tenant-id (the tenant's domain). */
export const registerAgent = (body: AgentRegisterBody, idempotencyKey: string) =>
  api<{ id: number }>('/agent/register', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, silent: true })
