import { D2sMarkup } from './d2s-markup'
import { setFormMarkup } from './deferred-form'
import { RealtorNetworkMarkup } from './realtor-network-markup'
import { SellersMandateMarkup } from './sellers-mandate-markup'

/**
 * The inline forms' markup for the prerender (src/app/entry-server.tsx) and the tests that play
 * it. Pages name a form by id only, so no page chunk carries its fields (decision 034).
 */
export function registerFormMarkups() {
  setFormMarkup('d2s', D2sMarkup)
  setFormMarkup('realtor', RealtorNetworkMarkup)
  setFormMarkup('mandate', SellersMandateMarkup)
}
