import { useState } from 'react'
import * as v from 'valibot'
import { SubmitButton, TextField } from '~/components/forms/form-fields'
import { useForm } from '~/lib/forms/use-form'
import { toast } from '~/lib/toast-store'
import { OTP_LENGTH, VerifyOtpSchema } from '~/shared/schemas/auth'
import { verifyResetCode } from '../../api/password-api'
import { BackButton, FailureMessage, useFailure, ViewHeading } from '../view-parts'
import { sendCode } from './request-code-step'
import { useCountdown } from './use-countdown'

/** 000 §9: a new code may be asked for 60 seconds after the last one. */
export const RESEND_AFTER_SECONDS = 60

const CodeSchema = v.object({ otp: VerifyOtpSchema.entries.otp })

/** 'Invalid OTP. Please check…' → title 'Invalid OTP' and the rest; anything else is 'Verification Failed'. */
function failureOf(message: string): [string, string] {
  const m = /^Invalid OTP\.\s*(.*)$/.exec(message)
  return m ? ['Invalid OTP', m[1] || 'Please check your OTP and try again.'] : ['Verification Failed', message]
}

/** Step 2 (enter-code): the 6-digit code, with a resend offered once the countdown reaches zero. */
export function EnterCodeStep({ email, onVerified, onBack }: { email: string; onVerified: (resetToken: string) => void; onBack: () => void }) {
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_AFTER_SECONDS * 1000)
  const [resending, setResending] = useState(false)
  const seconds = useCountdown(resendAt)
  const form = useForm(CodeSchema, { otp: '' })
  const otp = form.field('otp')
  const failure = useFailure()

  const submit = form.handleSubmit(async ({ otp: code }) => {
    failure.clear()
    try {
      const res = await verifyResetCode(email, code)
      toast.success('OTP Verified', res.message === 'OTP Verified' ? undefined : res.message)
      onVerified(res.data.reset_token)
    } catch (err) {
      failure.report(...failureOf((err as Error).message))
    }
  })

  const resend = async () => {
    setResending(true)
    failure.clear()
    if (await sendCode(email, failure.report)) {
      setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000)
      form.reset({ otp: '' })
    }
    setResending(false)
  }

  return (
    <>
      <BackButton onClick={onBack} label="Use another e-mail" />
      <ViewHeading title="Enter the code" subtitle={`If an account exists for ${email}, a 6-digit code is on its way. It is valid for 10 minutes.`} />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FailureMessage message={failure.message} />
        <TextField
          data-autofocus
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          pattern="[0-9]*"
          field={{ ...otp, onChange: (e) => form.set('otp', e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)) }}
          error={form.error('otp')}
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        />
        <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Checking…">
          Verify code
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-gray-700">
        {seconds > 0 ? (
          <>
            Didn’t get it? You can ask for a new code in <span className="font-semibold tabular-nums">0:{String(seconds).padStart(2, '0')}</span>
          </>
        ) : (
          <button type="button" onClick={resend} disabled={resending} className="font-semibold text-brand-dark hover:underline disabled:opacity-60">
            {resending ? 'Sending…' : 'Resend code'}
          </button>
        )}
      </p>
    </>
  )
}
