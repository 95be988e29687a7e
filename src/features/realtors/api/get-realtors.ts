import { api } from '~/lib/api-client'
import { useSWR } from '~/lib/swr'
import { realtorKey, realtorsKey } from '~/shared/marketplace-keys'
import type { RealtorDto } from '~/shared/types/realtor'

/** GET /sales-advisors/realtors: the directory (up to 100, highest total value first). */
export function useRealtors() {
  return useSWR(realtorsKey, async () => (await api<RealtorDto[]>('/sales-advisors/realtors', { query: { limit: 100, page: 1 } })).data)
}

/** GET /sales-advisors/realtors/username/{username}: 404 'Realtor not found' when none. */
export function useRealtor(username: string) {
  return useSWR(realtorKey(username), async () => (await api<RealtorDto>(`/sales-advisors/realtors/username/${encodeURIComponent(username)}`, { silent: true })).data)
}
