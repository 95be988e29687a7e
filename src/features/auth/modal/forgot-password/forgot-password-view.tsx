import { useState } from 'react'
import { EnterCodeStep } from './enter-code-step'
import { NewPasswordStep, ResetDoneStep } from './new-password-step'
import { RequestCodeStep } from './request-code-step'

type Step = 'reset-password' | 'enter-code' | 'new-password' | 'success'

/** 000 §4: reset-password → enter-code (60-second resend) → new-password → success. */
export function ForgotPasswordView({ email: typed, onBackToSignIn }: { email: string; onBackToSignIn: (email: string) => void }) {
  const [step, setStep] = useState<Step>('reset-password')
  const [email, setEmail] = useState(typed)
  // Held in memory only, between the two steps: what proves this browser verified the code.
  const [resetToken, setResetToken] = useState('')
  return (
    <div data-step={step}>
      {step === 'reset-password' && (
        <RequestCodeStep
          email={email}
          onBack={() => onBackToSignIn(email)}
          onSent={(to) => {
            setEmail(to)
            setStep('enter-code')
          }}
        />
      )}
      {step === 'enter-code' && <EnterCodeStep email={email} onBack={() => setStep('reset-password')} onVerified={(token) => {
            setResetToken(token)
            setStep('new-password')
          }} />}
      {step === 'new-password' && <NewPasswordStep email={email} resetToken={resetToken} onReset={() => setStep('success')} />}
      {step === 'success' && <ResetDoneStep onProceed={() => onBackToSignIn(email)} />}
    </div>
  )
}
