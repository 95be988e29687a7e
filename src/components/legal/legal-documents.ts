import { paths } from '~/config/paths'

/** One legal text: its page, its title and the build-time content key (content/legal/<id>.md). */
export interface LegalDocument {
  routeId: string
  href: string
  title: string
  contentKey: string
}

const doc = (r: { id: string; path: string; title: string }): LegalDocument => ({
  routeId: r.id,
  href: r.path,
  title: r.title,
  contentKey: `legal/${r.id}`,
})

/** Every legal text, in the order the "Other legal documents" lists show them. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  doc(paths.termsOfUse),
  doc(paths.privacyPolicy),
  doc(paths.nonCircumvention),
  doc(paths.partnerRealtorAgreement),
  doc(paths.sellersMandateTerms),
]
