import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { formatDigitsWithSeparators } from '~/shared/format/number'
import { submissionDate } from '~/shared/format/submission-date'
import type { PhoneCheck } from '~/shared/schemas/enquiry'
import { mandateStep1Schema, sellersMandateBody, sellersMandateFormSchema, type SellersMandateForm } from '~/shared/schemas/marketing/sellers-mandate'
import { postSiteForm } from './api/post-site-form'
import { SuccessDialog } from './form-dialog'
import type { LiveModule } from './deferred-form'
import type { FieldHandlers } from './form-parts'
import { LiveControl, mountLive, useTypedBefore } from './live-root'
import { SellersMandateMarkup, type MandateControl } from './sellers-mandate-markup'
import { useSiteForm } from './use-site-form'

const EMPTY = {
  user_type: 'Individual',
  full_name: '',
  company_name: '',
  contact_name: '',
  property_owner_name: '',
  property_owner_address: '',
  email: '',
  phone: '',
  property_address: '',
  property_sale_price: '',
  currency: 'NGN',
  brokerage_fee: '',
  confirmation: '',
}
const PRICE = 'property_sale_price'

/** The price as typed, digits only, grouped in thousands (issue 23: '350000000' was unreadable); the caret stays after the same digit. */
function groupInPlace(input: HTMLInputElement) {
  const caret = input.selectionStart ?? input.value.length
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length
  const grouped = formatDigitsWithSeparators(input.value)
  if (grouped === input.value) return
  input.value = grouped
  let at = 0
  for (let seen = 0; at < grouped.length && seen < digitsBefore; at++) if (/\d/.test(grouped[at]!)) seen++
  if (document.activeElement === input) input.setSelectionRange(at, at)
}

const groupedAmount = (handlers: FieldHandlers): FieldHandlers => ({
  ...handlers,
  onChange: (e) => {
    if (e.target instanceof HTMLInputElement) groupInPlace(e.target)
    handlers.onChange(e)
  },
})

const STEP_1 = ['user_type', 'full_name', 'company_name', 'contact_name', 'property_owner_name', 'property_owner_address', 'email', 'phone']

/** The first field of a step (the chosen seller type on step 1), or the first one a message names. */
function focusIn(form: HTMLFormElement | null, step: 1 | 2, invalid: boolean) {
  const scope = form?.querySelector(`[data-step="${step}"]`)
  const target = invalid ? scope?.querySelector('[aria-invalid="true"]') : scope?.querySelector('input:checked, input:not([type="radio"])')
  if (target instanceof HTMLElement) target.focus()
}

/**
 * The seller's mandate's live part (001 §3, §4, §5, §7): step 1 is checked with its own schema
 * before Next; step 2 with the whole form. Success clears the form, shows the success modal and
 * sends the follow-up e-mail call with the same payload (and key: the server scopes keys by form).
 */
function SellersMandateLive({ container }: { container: Element }) {
  const [step, setStep] = useState<1 | 2>(1)
  const [done, setDone] = useState<string | null>(null)
  const makeSchema = useCallback((check: PhoneCheck) => (step === 1 ? mandateStep1Schema(check) : sellersMandateFormSchema(check)), [step])
  // A company's contact name travels as full_name: the server's message about it belongs there.
  const company = useRef(false)
  const fieldOf = (name: string) => (name === 'full_name' && company.current ? 'contact_name' : name)
  const site = useSiteForm(makeSchema, EMPTY, { fieldOf })
  useTypedBefore(container, EMPTY, site.form)
  company.current = site.form.values.user_type === 'Company'
  const focus = useRef<'step' | 'invalid' | null>(null)

  const go = (to: 1 | 2) => {
    focus.current = 'step'
    setStep(to)
  }
  const next = () => {
    if (site.form.valid) return go(2)
    site.form.touch(STEP_1)
    focus.current = 'invalid'
  }
  // A server message about a step-1 field (a refused e-mail) is shown where that field is.
  const backTo1 = step === 2 && STEP_1.some((name) => name in site.serverErrors)
  useLayoutEffect(() => {
    if (backTo1) go(1)
  })
  useLayoutEffect(() => {
    if (!focus.current) return
    focusIn(site.formRef.current, step, focus.current === 'invalid')
    focus.current = null
  })

  const submit = site.submit<SellersMandateForm>({
    payload: (m) => sellersMandateBody(m, submissionDate(new Date())),
    send: (body, key) => postSiteForm('sellers-mandate', body, key),
    onSuccess: (answer, body, key) => {
      site.reset()
      setStep(1)
      setDone(answer.message)
      // 001 §7 reads nothing from this call: a failure here leaves the mandate stored and answered.
      postSiteForm('sellers-mandate-email', body, key).catch(() => {})
    },
    failure: ['Failed request'],
  })
  // Enter on step 1 means Next.
  const onSubmit = (e?: FormEvent) => {
    if (step === 2) return submit(e)
    e?.preventDefault()
    next()
  }
  const close = () => {
    setDone(null)
    focus.current = 'step'
  }
  const control = site.control(onSubmit)
  const bind = (name: string) => (name === PRICE ? groupedAmount(control.bind(name)) : control.bind(name))
  // A price typed before the code arrived is grouped too.
  useLayoutEffect(() => {
    const price = container.querySelector<HTMLInputElement>(`input[name="${PRICE}"]`)
    if (price) groupInPlace(price)
  }, [container])
  return (
    <LiveControl<MandateControl> control={{ ...control, bind, step, next, back: () => go(1) }}>
      <SellersMandateMarkup key={site.generation} />
      {done !== null && <SuccessDialog title="Mandate received" message={done} onClose={close} />}
    </LiveControl>
  )
}

export const mount: LiveModule['mount'] = (container, page) => mountLive(container, page, SellersMandateLive)
