import { useState, type FormEvent } from 'react'
import { consoleApi, type Me } from './api'
import { Button, Field, formValues, Notice } from './ui'

/** Staff sign-in: e-mail and password, then the authenticator's code or a recovery code. */
export function SignInPage({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setBusy(true)
    const values = formValues(e.currentTarget)
    const res = step === 'password' ? await consoleApi('POST', '/sign-in', values) : await consoleApi<Me>('POST', '/sign-in/code', values)
    setBusy(false)
    if (!res.ok) return setError(res.message)
    setError('')
    if (step === 'password') setStep('code')
    else onSignedIn(res.data as Me)
  }

  return (
    <main className="mx-auto max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Staff sign-in</h1>
      <form onSubmit={submit} className="flex flex-col gap-4" key={step}>
        {step === 'password' ? (
          <>
            <Field label="E-mail" name="email" type="email" autoComplete="username" required />
            <Field label="Password" name="password" type="password" autoComplete="current-password" required />
          </>
        ) : (
          <>
            <p className="text-sm">Enter the 6-digit code your authenticator app shows, or one of your recovery codes.</p>
            <Field label="Code" name="code" autoComplete="one-time-code" required />
          </>
        )}
        <Notice text={error} tone="error" />
        <Button type="submit" disabled={busy}>
          {step === 'password' ? 'Continue' : 'Sign in'}
        </Button>
      </form>
    </main>
  )
}
