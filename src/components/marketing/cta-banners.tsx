import { AppLink } from '~/components/ui/app-link'
import { PrerenderedHtml } from '~/lib/prerendered-html'
import { useTenant } from '~/lib/tenant'
import { Banner } from './banner'
import { CTA } from './cta'

/**
 * 001 §2: the Browse Properties (marketplace) and Verify Now (verification site) banners, both
 * opening in a new tab; Verify Now only for a tenant with property verification. Plain links:
 * the prerender builds them and the browser keeps that HTML (decision 031).
 */
export function CtaBanners() {
  return <PrerenderedHtml contentKey="prerendered/cta-banners">{import.meta.env.SSR && <Banners />}</PrerenderedHtml>
}

function Banners() {
  const tenant = useTenant()
  const verify = tenant.feature_flag.enable_property_verification
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-2">
      <Banner
        title="Ready to look at homes?"
        text={`Browse pre-vetted properties on the ${tenant.display_name} marketplace, with your money protected until you confirm.`}
        className={`bg-gray-900 text-white ${verify ? '' : 'md:col-span-2'}`}
      >
        <AppLink href={tenant.external.marketplace} external className={`${CTA} bg-white text-gray-900`}>
          Browse Properties
        </AppLink>
      </Banner>
      {verify && (
        <Banner title="Found a property elsewhere?" text="Have its title checked by partner law firms before any money changes hands." className="bg-brand text-brand-ink">
          <AppLink href={tenant.external.verify} external className={`${CTA} bg-brand-ink text-brand`}>
            Verify Now
          </AppLink>
        </Banner>
      )}
    </section>
  )
}
