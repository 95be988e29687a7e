/**
 * The marketing site's forms (001 §3, §5, §7): one module for the forms and for the functions
 * that receive them (`netlify/functions/forms.ts`, `POST /agent/register`). Every rule and message
 * is 001 §5's; where §5 names none, the message names the field.
 *
 * Like the enquiry form, the phone rule takes its checker: libphonenumber-js loads with a form
 * when it is used, and until then (or if it fails) a number counts as invalid. The server passes
 * the real checker (normalisePhone), which also stores the number in E.164.
 */

// NOTE: the forms live in one module each under ./marketing/, re-exported here unchanged: the
// browser's chunks then carry only the form they show (the feedback pop-up loads on every static
// page and would otherwise bring every other form's rules with it, decision 032).
export * from './marketing/rules'
export * from './marketing/contact-us'
export * from './marketing/feedback'
export * from './marketing/request-report'
export * from './marketing/d2s-signup'
export * from './marketing/realtor-network'
export * from './marketing/sellers-mandate'

/** The forms of the marketing site, by the name a submission is stored under. */
export const FORM_NAMES = ['contact-us', 'feedback', 'request-report', 'd2s-signup', 'sellers-mandate', 'sellers-mandate-email', 'agent-register'] as const
export type FormName = (typeof FORM_NAMES)[number]
