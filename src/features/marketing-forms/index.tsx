/**
 * The marketing site's forms, as the pages use them (issue 10). Each export is a few hundred bytes
 * at most; the forms' code (valibot, the phone rules, the calls) arrives only when a visitor uses
 * one (decision 034).
 */
export type { DialogTriggerProps } from '~/components/ui/lazy-dialog-link'
export { ContactUsButton } from './contact-us-button'
export { RequestReportButton } from './request-report-button'
export { PartnerRealtorButton } from './partner-realtor-button'
export { D2sSignupForm } from './d2s-signup-form'
export { RealtorNetworkForm } from './realtor-network-form'
export { SellersMandateForm } from './sellers-mandate-form'
