import type { ComponentType } from 'react'
import { paths } from '~/config/paths'

export interface PageModule {
  Component: ComponentType
}

/**
 * Route id → page module. Both the router (marketplace entry) and the router-free static entry
 * load pages from here, so a page is written once.
 */
export const pageModules: Record<string, () => Promise<PageModule>> = {
  [paths.home.id]: () => import('./routes/home'),
  [paths.legal.id]: () => import('./routes/legal-tabs'),
  [paths.termsOfUse.id]: () => import('./routes/legal-document'),
  [paths.privacyPolicy.id]: () => import('./routes/legal-document'),
  [paths.nonCircumvention.id]: () => import('./routes/legal-document'),
  [paths.partnerRealtorAgreement.id]: () => import('./routes/legal-document'),
  [paths.sellersMandateTerms.id]: () => import('./routes/legal-document'),
  [paths.listings.id]: () => import('./routes/listings'),
  [paths.notFound.id]: () => import('./routes/not-found'),
}
