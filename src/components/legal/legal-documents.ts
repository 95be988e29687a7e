import { LEGAL_ROUTES } from '~/config/legal-routes'

/** One legal text: its page, its title and the build-time content key (content/legal/<id>.md). */
export interface LegalDocument {
  routeId: string
  href: string
  title: string
  contentKey: string
}

/** The build-time content key of a legal text (content/legal/<id>.md). */
export const legalContentKey = (id: string) => `legal/${id}`

const doc = (r: { id: string; path: string; title: string }): LegalDocument => ({
  routeId: r.id,
  href: r.path,
  title: r.title,
  contentKey: legalContentKey(r.id),
})

/** Every legal text, in the order the "Other legal documents" lists show them. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  doc(LEGAL_ROUTES.termsOfUse),
  doc(LEGAL_ROUTES.privacyPolicy),
  doc(LEGAL_ROUTES.nonCircumvention),
  doc(LEGAL_ROUTES.partnerRealtorAgreement),
  doc(LEGAL_ROUTES.sellersMandateTerms),
]
