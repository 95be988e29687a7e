// The enquiry form's phone rule, split out so libphonenumber-js loads only when the form is used.
export { normalisePhone } from '~/shared/phone'
