/**
 * The legal texts' pages (000 §2, 001 §4): id, path and title. src/config/paths.ts makes routes
 * of them; the legal pages and the auth modal read this small table instead of the whole route
 * list, which static pages need not carry.
 */
const legal = <I extends string>(id: I, title: string) => ({ id, path: `/legal/${id}` as const, title })

export const LEGAL_ROUTES = {
  termsOfUse: legal('terms-of-use', 'Terms of Service'),
  privacyPolicy: legal('privacy-policy', 'Privacy Policy'),
  nonCircumvention: legal('non-circumvention-clause', 'Non-circumvention Clause'),
  partnerRealtorAgreement: legal('partner-realtor-agreement', 'Partner Realtor Agreement'),
  sellersMandateTerms: legal('sellers-mandate-terms-of-service', "Seller's Mandate Terms of Service"),
} as const
