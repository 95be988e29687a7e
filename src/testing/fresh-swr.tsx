import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

/** A render wrapper with an SWR cache of its own, so tests never share answers. */
export function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
}
