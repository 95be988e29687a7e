import { api } from '~/lib/api-client'
import type { ListingReportBody } from '~/shared/schemas/trust'

/**
 * POST /enquiry/report-listing (decision 035): 201 with the team's thanks in `message`. Silent:
 * the dialog says what went wrong itself. A signed-in reporter is known by the token the client adds.
 */
export const reportListing = (body: ListingReportBody) => api<{ id: number }>('/enquiry/report-listing', { method: 'POST', body, silent: true })
