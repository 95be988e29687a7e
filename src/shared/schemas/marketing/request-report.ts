import * as v from 'valibot'
import { lineText } from '../text-rules'
import type { PhoneCheck } from '../enquiry'
import { email, optionalLine, optionalParagraph, phone } from './rules'

// Request a report (001 §3, §5).

export const requestReportSchema = (check: PhoneCheck) =>
  v.object({
    fullName: lineText('Full name', 200, 'Full name is required'),
    email: email('Please enter a valid email address'),
    phone: phone(check, 'Phone number is required'),
    address: lineText('Address', 300, 'Please enter a valid address'),
    description: optionalParagraph('Description'),
    /** The visitor's region, added on submit (001 §3). */
    source_channel: optionalLine('source_channel', 100),
  })
export type RequestReportBody = v.InferOutput<ReturnType<typeof requestReportSchema>>
