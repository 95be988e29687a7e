/**
 * The marketing site's forms, as the pages use them (issue 10). TEMPORARY placeholders with the
 * agreed signatures: the forms helper replaces every one of them with the real, lazily loaded form.
 */
import type { ReactNode } from 'react'

export interface OpenerProps {
  className?: string
  children: ReactNode
}

/** A button that opens the Contact Us dialog (001 §2, §5, §8). */
export function ContactUsButton({ className, children }: OpenerProps) {
  return <button type="button" className={className}>{children}</button>
}

/** A button that opens the request-report dialog (001 §2, §3, §5, §8). */
export function RequestReportButton({ className, children }: OpenerProps) {
  return <button type="button" className={className}>{children}</button>
}

/** A button that opens the partner realtor sign-up dialog (001 §3, §5; success opens the partner group after 1 s). */
export function PartnerRealtorButton({ className, children }: OpenerProps) {
  return <button type="button" className={className}>{children}</button>
}

/** The Direct2Seller sign-up form, inline (the /direct2seller hero). */
export function D2sSignupForm() {
  return <form aria-label="Direct2Seller sign-up" />
}

/** The realtor network sign-up form, inline (/join-realtor-network; reads ?referral_code). */
export function RealtorNetworkForm() {
  return <form aria-label="Join the realtor network" />
}

/** The seller's mandate, two steps, inline (/sellers-mandate). */
export function SellersMandateForm() {
  return <form aria-label="Seller’s mandate" />
}
