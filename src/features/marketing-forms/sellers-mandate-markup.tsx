import { AppLink } from '~/components/ui/app-link'
import type { USER_TYPES } from '~/shared/schemas/marketing/sellers-mandate'
import { CARD, Field, FormFrame, PhoneField, PRIMARY, Submit, useFormControl } from './form-parts'

/** The live mandate's extras: which step shows, and the buttons between them (001 §4). */
export interface MandateControl {
  step: 1 | 2
  next: () => void
  back: () => void
}

// USER_TYPES (its schema module) and the terms' path (LEGAL_ROUTES) written out: their modules'
// top-level calls would keep them, and valibot, in the page's bundle, which imports this markup
// for the prerender only.
const SELLERS: readonly (readonly [(typeof USER_TYPES)[number], string])[] = [
  ['Individual', 'An individual'],
  ['Company', 'A company'],
]

const LEGEND = 'text-lg font-semibold text-gray-900'
const SECONDARY = 'inline-flex w-full items-center justify-center rounded-lg px-4 py-3 font-semibold border border-gray-300 bg-white text-gray-900 hover:bg-gray-50'

function SellerType() {
  const c = useFormControl()
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">Selling as</legend>
      <div className="flex gap-3">
        {SELLERS.map(([value, label]) => (
          <label key={value} className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2.5">
            <input type="radio" name="user_type" value={value} defaultChecked={value === 'Individual'} {...c?.bind('user_type')} className="accent-brand-dark" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The seller's mandate's markup (001 §3, §4): prerendered, and hydrated by its live part. Both
 * steps are always in the page, the other one hidden, so what was typed survives Back and Next and
 * a switch between Individual and Company (001 §4: data persists across steps).
 */
export function SellersMandateMarkup() {
  const c = useFormControl<MandateControl>()
  const step = c?.step ?? 1
  const company = c?.value('user_type') === 'Company'
  return (
    <FormFrame id="mandate" label="Seller’s mandate" className={CARD}>
      <fieldset data-step="1" hidden={step !== 1} className="space-y-4">
        <legend className={LEGEND}>Step 1 of 2: About you</legend>
        <SellerType />
        <div hidden={company}>
          <Field name="full_name" label="Full name" autoComplete="name" />
        </div>
        <div hidden={!company} className="space-y-4">
          <Field name="company_name" label="Company name" autoComplete="organization" />
          <Field name="contact_name" label="Contact name" autoComplete="name" />
          <Field name="property_owner_name" label="Registered property owner’s name" />
          <Field name="property_owner_address" label="Registered property owner’s address" />
        </div>
        <Field name="email" label="Email address" type="email" autoComplete="email" />
        <PhoneField />
        <button type="button" onClick={c?.next} className={PRIMARY}>
          Next
        </button>
      </fieldset>
      <fieldset data-step="2" hidden={step !== 2} className="space-y-4">
        <legend className={LEGEND}>Step 2 of 2: The property</legend>
        <Field name="property_address" label="Property address" autoComplete="street-address" />
        <div className="grid grid-cols-[6.5rem_1fr] gap-3">
          <Field name="currency" label="Currency" as="select" defaultValue="NGN">
            <option>NGN</option>
            <option>USD</option>
          </Field>
          <Field name="property_sale_price" label="Asking price" inputMode="numeric" autoComplete="off" placeholder="85,000,000" />
        </div>
        {/* The terms' 2–5% (decision 044), written out: the schema's module would bring valibot into the page. */}
        <Field name="brokerage_fee" label="Brokerage fee (%)" type="number" min={0} max={100} step="any" inputMode="decimal" hint="Between 0 and 100. Our Seller’s Mandate Terms set 2–5% of the sale price; a different fee is agreed with you before listing" />
        <Field
          name="confirmation"
          label={company ? 'Type the contact name to confirm' : 'Type your full name to confirm'}
          hint={
            <>
              I confirm these details are correct and accept the{' '}
              <AppLink href="/legal/sellers-mandate-terms-of-service" external className="font-medium text-brand-dark underline">
                Seller&rsquo;s Mandate Terms of Service
              </AppLink>
            </>
          }
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button type="button" onClick={c?.back} className={`${SECONDARY} sm:w-40`}>
            Back
          </button>
          <Submit className="flex-1">Submit mandate</Submit>
        </div>
      </fieldset>
    </FormFrame>
  )
}
