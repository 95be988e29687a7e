import { api } from '~/lib/api-client'
import type { GuideRequest } from '~/shared/schemas/enquiry'

/** POST /enquiry/send-guide: the buyer's guide is e-mailed as a PDF. */
export const sendGuide = (body: GuideRequest) => api<unknown>('/enquiry/send-guide', { method: 'POST', body, silent: true })
