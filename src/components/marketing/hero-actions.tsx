import { BUY_PROPERTY_HREF } from '~/components/layout/nav-items'
import { AppLink } from '~/components/ui/app-link'
import { PrerenderedHtml } from '~/lib/prerendered-html'
import { useTenant } from '~/lib/tenant'
import { CTA } from './cta'

/**
 * 001 §2 "Marketing home": 'Start House Hunting' and, when the tenant verifies properties, the
 * external verify link — 'Verify a Property' on wide screens, 'Verify My Property Now' under 768 px.
 * Plain links, so built by the prerender and kept by the browser (decision 031); the wrapper is
 * `display: contents`, so the links sit in the hero's row of actions.
 */
export function HeroActions({ primary }: { primary: string }) {
  return (
    <PrerenderedHtml contentKey="prerendered/hero-actions" className="contents">
      {import.meta.env.SSR && <Actions primary={primary} />}
    </PrerenderedHtml>
  )
}

function Actions({ primary }: { primary: string }) {
  const tenant = useTenant()
  return (
    <>
      <AppLink href={BUY_PROPERTY_HREF} className={`${CTA} ${primary}`}>
        Start House Hunting
      </AppLink>
      {tenant.feature_flag.enable_property_verification && (
        <AppLink href={tenant.external.verify} external className={`${CTA} border-2 border-current`}>
          <span className="md:hidden">Verify My Property Now</span>
          <span className="hidden md:inline">Verify a Property</span>
        </AppLink>
      )}
    </>
  )
}
