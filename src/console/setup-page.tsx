import { useEffect, useState, type FormEvent } from 'react'
import { consoleApi, type Me } from './api'
import { Button, Field, formValues, Notice } from './ui'

interface Start {
  email: string
  secret: string
  otpauth: string
}

/** From the one-time link: choose a password, add the authenticator (its key as text), keep the recovery codes. */
export function SetupPage({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get('token') ?? '')
  const [start, setStart] = useState<Start | null>(null)
  const [error, setError] = useState('')
  const [done, setDone] = useState<(Me & { recovery_codes: string[] }) | null>(null)

  useEffect(() => {
    // The token leaves the address bar: it is not kept in history or shown over a shoulder.
    history.replaceState(null, '', location.pathname)
    void consoleApi<Start>('POST', '/setup/start', { token }).then((res) => (res.ok ? setStart(res.data) : setError(res.message)))
  }, [token])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const res = await consoleApi<Me & { recovery_codes: string[] }>('POST', '/setup/finish', { token, ...formValues(e.currentTarget) })
    if (!res.ok) return setError(res.message)
    setError('')
    setDone(res.data)
  }

  if (done)
    return (
      <main className="mx-auto max-w-md px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">Keep your recovery codes</h1>
        <p className="mb-4 text-sm">Each code signs you in once if you lose your phone. Store them somewhere safe: they are not shown again.</p>
        <ul aria-label="Recovery codes" className="mb-6 grid list-none grid-cols-2 gap-2 p-0 font-mono">
          {done.recovery_codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button onClick={() => onSignedIn(done)}>I have saved them</Button>
      </main>
    )
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">Set up your staff account</h1>
      <Notice text={error} tone="error" />
      {start && (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <p className="text-sm">
            Signing in as <strong>{start.email}</strong>. Add this key to an authenticator app (time-based, 6 digits):
          </p>
          <p className="break-all rounded bg-white p-3 font-mono text-lg" data-testid="totp-secret">
            {start.secret}
          </p>
          <Field label="New password (at least 12 characters)" name="password" type="password" autoComplete="new-password" required />
          <Field label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit">Finish setup</Button>
        </form>
      )}
    </main>
  )
}
