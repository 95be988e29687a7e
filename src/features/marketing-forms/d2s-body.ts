import { submissionDate } from '~/shared/format/submission-date'
import type { D2sSignupBody } from '~/shared/schemas/marketing/d2s-signup'

/** POST /api/d2s-signup's body (001 §7): the answers without the box, stamped with the moment sent. */
export const d2sBody = ({ full_name, email, phone, agencyName }: D2sSignupBody): D2sSignupBody => ({ full_name, email, phone, agencyName, date: submissionDate(new Date()) })
