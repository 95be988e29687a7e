import * as v from 'valibot'
import { lineText } from '../text-rules'
import type { PhoneCheck } from '../enquiry'
import { agreed, email, optionalLine, phone } from './rules'

// Direct2Seller and partner realtor sign-up (001 §3, §5, §7).

const d2sEntries = (check: PhoneCheck) => ({
  full_name: lineText('Full name', 200, 'Full name is required'),
  email: email('Invalid email address'),
  phone: phone(check, 'Phone number is required'),
  agencyName: optionalLine('Agency name'),
  /** The moment the form was sent, as the form writes it ('10th August 2024 | 03:05:00 PM'). */
  date: optionalLine('date', 60),
})

/** POST /api/d2s-signup: the Direct2Seller form and the partner realtor modal both send it. */
export const d2sSignupSchema = (check: PhoneCheck) => v.object(d2sEntries(check))
export type D2sSignupBody = v.InferOutput<ReturnType<typeof d2sSignupSchema>>

/** The Direct2Seller landing page's form: the body, and the acknowledgement box. */
export const d2sFormSchema = (check: PhoneCheck) => v.object({ ...d2sEntries(check), acknowledged: agreed })

/** The partner realtor modal: the agency name is required in its schema, though its label says optional (001 §5). */
export const partnerRealtorFormSchema = (check: PhoneCheck) =>
  v.object({ ...d2sEntries(check), agencyName: lineText('Agency name', 200, 'Agency name is required'), acknowledged: agreed })
