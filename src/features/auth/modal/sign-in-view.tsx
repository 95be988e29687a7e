import { PasswordField, SubmitButton, TextField } from '~/components/forms/form-fields'
import { useForm } from '~/lib/forms/use-form'
import { session } from '~/lib/session'
import { SignInSchema } from '~/shared/schemas/auth'
import { signInRequest } from '../api/session-api'
import { GoogleButton } from './google-button'
import { FailureMessage, SwitchPrompt, useFailure, ViewHeading } from './view-parts'
import { toast } from '~/lib/toast-store'

export interface SignInViewProps {
  email: string
  redirectTo?: string
  referralCode?: string
  onSignedIn: () => void
  onForgot: (email: string) => void
  onSignUp: () => void
}

/** 000 §5 Sign in: valid e-mail, password of at least 8 characters. */
export function SignInView({ email, redirectTo, referralCode, onSignedIn, onForgot, onSignUp }: SignInViewProps) {
  const form = useForm(SignInSchema, { email: '', password: '' }, { email })
  const failure = useFailure()
  const submit = form.handleSubmit(async (body) => {
    failure.clear()
    try {
      const { data } = await signInRequest(body)
      session.start(data.accessToken)
      toast.success('Sign In Successful')
      onSignedIn()
    } catch (err) {
      failure.report('Sign in failed', (err as Error).message)
    }
  })
  return (
    <>
      <ViewHeading title="Sign in" subtitle="Welcome back. Sign in to save listings, book inspections and follow your purchase." />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FailureMessage message={failure.message} />
        <TextField data-autofocus label="Email address" type="email" autoComplete="email" field={form.field('email')} error={form.error('email')} />
        <PasswordField label="Password" autoComplete="current-password" field={form.field('password')} error={form.error('password')} />
        <div className="text-right">
          <button type="button" onClick={() => onForgot(String(form.values.email))} className="text-sm font-medium text-brand-dark hover:underline">
            Forgot password?
          </button>
        </div>
        <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <GoogleButton redirectTo={redirectTo} referralCode={referralCode} />
      <SwitchPrompt question="New here?" action="Create an account" onClick={onSignUp} />
    </>
  )
}
