import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'
import type { AlertSettings, AlertSettingsBody } from '~/shared/schemas/alerts'

export const ALERT_SETTINGS_KEY = 'alerts/settings'

/** GET /alerts/settings, and PATCH it (decision 047): the favourites' alert and the buyer's zone. */
export function useAlertSettings() {
  const s = useSession()
  const swr = useSWR(s ? userKey(s, ALERT_SETTINGS_KEY) : null, async () => (await api<AlertSettings>('/alerts/settings')).data, { revalidateOnMount: true })
  const update = async (body: AlertSettingsBody) => {
    const { data } = await api<AlertSettings>('/alerts/settings', { method: 'PATCH', body, silent: true })
    await swr.mutate(data, { revalidate: false })
    return data
  }
  return { ...swr, update }
}
