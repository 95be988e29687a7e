import { CARD, FormFrame, Submit } from './form-parts'
import { PartnerAgreement, RealtorFields } from './partner-fields'

/** The Direct2Seller sign-up's markup (001 §2, §3): prerendered, and hydrated by its live part. */
export const D2sMarkup = () => (
  <FormFrame id="d2s" label="Direct2Seller sign-up" className={CARD}>
    <RealtorFields agencyLabel="Agency name (optional)" />
    <PartnerAgreement />
    <Submit>Join Direct2Seller</Submit>
  </FormFrame>
)
