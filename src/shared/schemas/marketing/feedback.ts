import * as v from 'valibot'
import type { PhoneCheck } from '../enquiry'
import { email, optionalLine, personName, phone } from './rules'

// The feedback pop-up (001 §2, §3, §5).

export const FEEDBACK_OPTIONS = ['buyer', 'agent', 'seller', 'exploring'] as const
export type FeedbackOption = (typeof FEEDBACK_OPTIONS)[number]

/** The seller's form asks the property type; the exploring form does not. */
export const feedbackSchema = (check: PhoneCheck) =>
  v.pipe(
    v.object({
      first_name: personName('First name'),
      last_name: personName('Last name'),
      phone: phone(check, 'Invalid phone number'),
      email: email('Invalid email address'),
      property_type: optionalLine('Property type', 100),
      selected_option: v.picklist(FEEDBACK_OPTIONS, 'selected_option must be one of buyer, agent, seller, exploring'),
    }),
    v.forward(
      v.check((f) => f.selected_option !== 'seller' || (f.property_type?.length ?? 0) >= 2, 'Property type is required'),
      ['property_type'],
    ),
  )
export type FeedbackBody = v.InferOutput<ReturnType<typeof feedbackSchema>>
