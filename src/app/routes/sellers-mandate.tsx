import { ContentSection } from '~/components/marketing/content-section'
import { FormHero } from '~/components/marketing/form-hero'
import { SellersMandateForm } from '~/features/marketing-forms'

const section = (key: string) => `marketing/sellers-mandate/${key}`

/**
 * The seller's mandate (001 §2, §3, §4): who it is for, what happens next, the fee as the
 * mandate terms put it (2–5% of the gross sale price), and the two-step form.
 * Texts in content/marketing/sellers-mandate/.
 */
export function Component() {
  return (
    <>
      <FormHero contentKey={section('hero')} formId="mandate-form" form={<SellersMandateForm />} />
      <ContentSection contentKey={section('who')} layout="mk-cards pt-pair" className="bg-gray-50" />
      <ContentSection contentKey={section('next-steps')} layout="mk-steps" />
      <ContentSection contentKey={section('fees')} className="bg-brand-light" />
    </>
  )
}
