import type { StaffRole } from '~/shared/console/roles'

/** The console's calls: its tenant (from the page), its header (CSRF), JSON; the session cookie goes by itself. */
const tenant = () => document.querySelector<HTMLMetaElement>('meta[name="haven-tenant"]')?.content ?? ''

export interface Answer<T> {
  ok: boolean
  status: number
  message: string
  data: T
}

/** The headers every console call carries: its tenant, its CSRF header, and the body's type when there is one. */
export function consoleHeaders(contentType?: string): Record<string, string> {
  return { 'x-tenant-id': tenant(), 'x-haven-console': '1', ...(contentType ? { 'content-type': contentType } : {}) }
}

export async function consoleApi<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers = consoleHeaders(body === undefined ? undefined : 'application/json')
  try {
    // The console's own client: the buyer's api-client (bearer tokens, toasts) must not enter this entry, nor this one theirs.
    // eslint-disable-next-line no-restricted-globals
    const res = await fetch(`/api/v1/console${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' })
    const json = (await res.json().catch(() => ({}))) as { message?: string; data?: T }
    return { ok: res.ok, status: res.status, message: json.message ?? res.statusText, data: json.data as T }
  } catch {
    return { ok: false, status: 0, message: 'The console could not reach the server. Check the connection and try again.', data: undefined as T }
  }
}

export interface Me {
  email: string
  role: StaffRole
  tenant: string
  permissions: string[]
}

/** Saves a file the console API answers (the CSV export, a private document): it needs the console's header, so it is fetched, not linked. '' when saved. */
export async function consoleDownload(path: string, filename: string): Promise<string> {
  try {
    // eslint-disable-next-line no-restricted-globals
    const res = await fetch(`/api/v1/console${path}`, { headers: { 'x-tenant-id': tenant(), 'x-haven-console': '1' }, credentials: 'same-origin' })
    if (!res.ok) return ((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.statusText
    const url = URL.createObjectURL(await res.blob())
    const a = Object.assign(document.createElement('a'), { href: url, download: filename })
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
    return ''
  } catch {
    return 'The console could not reach the server. Check the connection and try again.'
  }
}
