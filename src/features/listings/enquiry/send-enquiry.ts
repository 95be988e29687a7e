import { api } from '~/lib/api-client'
import type { ListingEnquiryBody } from '~/shared/schemas/enquiry'

/** POST /enquiry/contact with the payload names of 000 §3. */
export const sendEnquiry = (body: ListingEnquiryBody) =>
  api<{ id: number }>('/enquiry/contact', { method: 'POST', body, silent: true })
