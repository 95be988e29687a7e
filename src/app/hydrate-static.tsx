import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { FeedbackPopup } from '~/features/marketing-forms/feedback-popup'
import { readInlinedTenant } from '~/lib/tenant'
import { watchPageSession } from '~/lib/page-session'
import { readPageContent } from '~/lib/content'
import { DocumentProviders } from './document-providers'
import { staticPageModule } from './static-pages'
import { StaticTree } from './static-tree'

/**
 * Prerendered marketing and legal pages hydrate here, without the router, with the tree the
 * prerender rendered (static-tree.tsx); the page ships no router code.
 */
export async function hydrateStatic() {
  const container = document.getElementById('root')!
  const routeId = container.dataset.routeId ?? ''
  const load = staticPageModule(container.dataset.page ?? '')
  if (!load) throw new Error(`Unknown page ${container.dataset.page} (${routeId})`)
  const { Component } = await load()
  const tenant = readInlinedTenant()
  // The Logout item in the header ends the page session on the server here too (issue 33).
  watchPageSession(tenant, undefined)
  // A transition hydrates in slices that yield to the browser, so no long task blocks input.
  startTransition(() => {
    hydrateRoot(container, <StaticTree tenant={tenant} content={readPageContent()} routeId={routeId} Page={Component} />)
    // The feedback pop-up (001 §2) has a root of its own, outside the prerendered tree, so the
    // hydrated markup stays exactly the prerender's; its toasts reach the page's toaster.
    createRoot(document.body.appendChild(document.createElement('div'))).render(
      <DocumentProviders tenant={tenant} content={{}}>
        <FeedbackPopup />
      </DocumentProviders>,
    )
  })
}
