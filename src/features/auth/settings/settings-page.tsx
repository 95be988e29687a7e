import { useSession } from '~/lib/session'
import { SignInPrompt } from '../sign-in-prompt'
import { ChangePasswordSection } from './change-password-form'
import { EmailVerificationNotice } from './email-verification-notice'
import { ProfileForm } from './profile-form'

const card = 'rounded-xl border border-gray-200 bg-white p-6'

/** /settings: the Profile tab — personal information and the collapsible password change. */
export function SettingsPage() {
  const current = useSession()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold md:text-3xl">Account settings</h1>
      <nav aria-label="Settings" className="mt-4 border-b border-gray-200">
        <span aria-current="page" className="-mb-px inline-block border-b-2 border-brand-dark px-1 pb-2 font-semibold text-brand-dark">
          Profile
        </span>
      </nav>
      {current ? (
        <div className="mt-6 space-y-6">
          <EmailVerificationNotice />
          <section aria-labelledby="personal-information" className={card}>
            <h2 id="personal-information" className="mb-4 text-lg font-semibold">
              Personal information
            </h2>
            <ProfileForm />
          </section>
          <section className={card}>
            <ChangePasswordSection />
          </section>
        </div>
      ) : (
        <SignInPrompt className="mt-6" title="Sign in to manage your account" text="Your profile and password settings appear here once you are signed in." />
      )}
    </div>
  )
}
