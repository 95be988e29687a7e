import { Banner } from '~/components/marketing/banner'
import { ContentSection } from '~/components/marketing/content-section'
import { CTA } from '~/components/marketing/cta'
import { PageHero } from '~/components/marketing/page-hero'
import { ContactUsButton } from '~/features/marketing-forms'

/** The About page (001 §1, §2): fraud protection, 'Who we help', the FAQ, the demo photographs' credits; texts in content/marketing/about-us/. */
export function Component() {
  return (
    <>
      <PageHero brand contentKey="marketing/about-us/hero" />
      <ContentSection contentKey="marketing/about-us/fraud-protection" />
      <ContentSection contentKey="marketing/about-us/who-we-help" layout="mk-cards" className="bg-brand-light" />
      <ContentSection contentKey="marketing/about-us/faq" layout="mk-faq" />
      <ContentSection contentKey="marketing/about-us/photo-credits" id="photo-credits" className="text-sm" />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <Banner title="Still have questions?" text="Send us a message and our team will get back to you." className="bg-gray-900 text-white">
          <ContactUsButton className={`${CTA} bg-white text-gray-900`}>Contact us</ContactUsButton>
        </Banner>
      </div>
    </>
  )
}
