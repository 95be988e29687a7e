import { forwardRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { SWRConfiguration } from 'swr'
import { SWRConfig } from '~/lib/swr'
import type { ContentMap } from '~/lib/content'
import { LinkComponentProvider, type LinkProps } from '~/components/ui/app-link'
import { allRoutes } from '~/config/paths'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { DocumentProviders } from './document-providers'

const staticPaths = new Set(allRoutes.filter((r) => r.render === 'static').map((r) => r.path))

/** Marketplace routes navigate inside the app; static pages are whole documents. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, ...rest }, ref) {
  const pathname = href.split(/[?#]/)[0] ?? ''
  if (/^[a-z]+:/i.test(href) || staticPaths.has(pathname) || rest.target) return <a ref={ref} href={href} {...rest} />
  return <Link ref={ref} to={href} {...rest} />
})

/**
 * What wraps the router on a marketplace page, in the browser and in the page function's painter
 * alike: the same tree on both sides is what lets the browser hydrate the painted page.
 */
export function MarketplaceProviders({ tenant, content, swr, children }: { tenant: PublicTenant; content: ContentMap; swr: SWRConfiguration; children: ReactNode }) {
  return (
    <DocumentProviders tenant={tenant} content={content}>
      <SWRConfig value={swr}>
        <LinkComponentProvider value={RouterLink}>{children}</LinkComponentProvider>
      </SWRConfig>
    </DocumentProviders>
  )
}
