import { FieldError, PasswordField, SubmitButton, TextField } from '~/components/forms/form-fields'
import { useForm } from '~/lib/forms/use-form'
import { session } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { SignUpFormSchema } from '~/shared/schemas/auth'
import { signUpRequest } from '../api/session-api'
import { GoogleButton } from './google-button'
import { FailureMessage, SwitchPrompt, useFailure, ViewHeading } from './view-parts'

export type Conditions = 'terms' | 'privacy'

export interface SignUpViewProps {
  referralCode?: string
  redirectTo?: string
  onSignedUp: () => void
  onSignIn: () => void
  onConditions: (which: Conditions) => void
}

/**
 * 000 §5 Sign up: names and e-mail required, phone of at least 11 characters (a real number,
 * default Nigeria), password of at least 8, the acknowledgement ticked, an optional 7-character
 * referral code (prefilled from ?code=).
 */
export function SignUpView({ referralCode = '', redirectTo, onSignedUp, onSignIn, onConditions }: SignUpViewProps) {
  const form = useForm(SignUpFormSchema, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    referral_code: referralCode,
    acknowledged: false,
  })
  const failure = useFailure()
  const submit = form.handleSubmit(async ({ acknowledged: _, ...body }) => {
    failure.clear()
    try {
      const { data } = await signUpRequest(body)
      session.start(data.accessToken)
      toast.success('Sign Up Successful')
      onSignedUp()
    } catch (err) {
      failure.report('Sign up failed', (err as Error).message)
    }
  })
  const ack = form.field('acknowledged')
  const ackError = form.error('acknowledged')
  const link = 'font-semibold text-brand-dark underline'

  return (
    <>
      <ViewHeading title="Create an account" subtitle="Browse vetted listings, save them and follow every step of your purchase." />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FailureMessage message={failure.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField data-autofocus label="First name" autoComplete="given-name" field={form.field('first_name')} error={form.error('first_name')} />
          <TextField label="Last name" autoComplete="family-name" field={form.field('last_name')} error={form.error('last_name')} />
        </div>
        <TextField label="Email address" type="email" autoComplete="email" field={form.field('email')} error={form.error('email')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="0803 123 4567" field={form.field('phone')} error={form.error('phone')} />
        <PasswordField label="Password" autoComplete="new-password" field={form.field('password')} error={form.error('password')} />
        <TextField label="Referral code (optional)" autoComplete="off" maxLength={7} field={form.field('referral_code')} error={form.error('referral_code')} />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={ack.id}
              type="checkbox"
              checked={form.values.acknowledged === true}
              onChange={(e) => form.set('acknowledged', e.target.checked)}
              onBlur={ack.onBlur}
              aria-invalid={ack['aria-invalid']}
              aria-describedby={ack['aria-describedby']}
              className="mt-1 h-4 w-4 shrink-0 accent-[var(--brand)]"
            />
            <label htmlFor={ack.id} className="text-sm text-gray-700">
              I have read and agree to the{' '}
              <button type="button" className={link} onClick={() => onConditions('terms')}>
                Terms of Use
              </button>{' '}
              and the{' '}
              <button type="button" className={link} onClick={() => onConditions('privacy')}>
                Privacy Policy
              </button>
              .
            </label>
          </div>
          <FieldError id={ack.id} message={ackError} />
        </div>
        <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Creating your account…">
          Sign up
        </SubmitButton>
      </form>
      <GoogleButton redirectTo={redirectTo} referralCode={String(form.values.referral_code)} />
      <SwitchPrompt question="Already have an account?" action="Sign in" onClick={onSignIn} />
    </>
  )
}
