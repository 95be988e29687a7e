import * as v from 'valibot'
import { lineText } from '../text-rules'
import type { PhoneCheck } from '../enquiry'
import { agreed, email, optionalLine, phone } from './rules'

// Join the realtor network (001 §3, §7: POST /agent/register).

/** 'Ada Obi' → first 'Ada', last 'Obi'; 'Ada Chioma Obi' → first 'Ada', last 'Chioma Obi'. */
export function splitFullName(full: string): { first_name: string; last_name: string } | null {
  const words = full.trim().split(/\s+/)
  if (words.length < 2 || !words[0]) return null
  return { first_name: words[0], last_name: words.slice(1).join(' ') }
}

/** The form: a full name with at least a first and a last name. */
export const realtorNetworkFormSchema = (check: PhoneCheck) =>
  v.object({
    full_name: v.pipe(lineText('Full name', 200, 'Please enter first and last name'), v.check((s) => splitFullName(s) !== null, 'Please enter first and last name')),
    email: email('Invalid email address'),
    phone: phone(check, 'Phone number is required'),
    agency_name: optionalLine('Agency name'),
    agreement: agreed,
    referral_code: optionalLine('referral_code', 64),
  })
export type RealtorNetworkForm = v.InferOutput<ReturnType<typeof realtorNetworkFormSchema>>

/** POST /agent/register: the names already split. */
export const agentRegisterSchema = (check: PhoneCheck) =>
  v.object({
    first_name: lineText('First name', 100, 'Please enter first and last name'),
    last_name: lineText('Last name', 100, 'Please enter first and last name'),
    email: email('Invalid email address'),
    phone: phone(check, 'Phone number is required'),
    agency_name: optionalLine('Agency name'),
    agreement: agreed,
    referral_code: optionalLine('referral_code', 64),
  })
export type AgentRegisterBody = v.InferOutput<ReturnType<typeof agentRegisterSchema>>

/** The form's answers as /agent/register takes them. */
export function agentRegisterBody(form: RealtorNetworkForm): AgentRegisterBody {
  const names = splitFullName(form.full_name)!
  return { ...names, email: form.email, phone: form.phone, agency_name: form.agency_name, agreement: true, referral_code: form.referral_code }
}
