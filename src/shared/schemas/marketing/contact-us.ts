import * as v from 'valibot'
import type { PhoneCheck } from '../enquiry'
import { email, optionalParagraph, personName, phone } from './rules'

// Contact us (001 §3, §5).

export const contactUsSchema = (check: PhoneCheck) =>
  v.object({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    phone: phone(check, 'Invalid phone number'),
    email: email('Invalid email address'),
    message: optionalParagraph('Message'),
  })
export type ContactUsBody = v.InferOutput<ReturnType<typeof contactUsSchema>>
