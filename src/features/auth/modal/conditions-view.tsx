import { LEGAL_ROUTES } from '~/config/legal-routes'
import { ContentBlock } from '~/lib/content'
import type { Conditions } from './sign-up-view'
import { BackButton, ViewHeading } from './view-parts'

const DOCUMENTS = {
  terms: { title: LEGAL_ROUTES.termsOfUse.title, href: LEGAL_ROUTES.termsOfUse.path, key: 'legal/terms-of-use' },
  privacy: { title: LEGAL_ROUTES.privacyPolicy.title, href: LEGAL_ROUTES.privacyPolicy.path, key: 'legal/privacy-policy' },
} as const

/** The terms or the privacy policy inside the modal; Back returns to the sign-up form as it was. */
export function ConditionsView({ which, onBack }: { which: Conditions; onBack: () => void }) {
  const doc = DOCUMENTS[which]
  return (
    <>
      <BackButton onClick={onBack} label="Back to sign up" />
      <ViewHeading title={doc.title} />
      <div className="prose prose-sm max-h-[60vh] overflow-y-auto rounded-lg border border-gray-100 p-4" tabIndex={0} aria-label={doc.title}>
        <ContentBlock contentKey={doc.key} src={doc.href} />
      </div>
      <button type="button" onClick={onBack} className="mt-4 w-full rounded-lg bg-brand px-4 py-3 font-semibold text-brand-ink hover:opacity-90">
        Back
      </button>
    </>
  )
}
