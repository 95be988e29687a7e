import { shareLinks } from '~/lib/share/share-links'
import { copyText } from '~/lib/share/copy-text'

const card = 'rounded-xl border border-gray-200 bg-white p-5'
const copyButton = 'shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90'

/** The link to share, its share targets, the code and how many signed up with it. */
export function ReferralCards({ code, count, origin, siteName }: { code: string; count: number; origin: string; siteName: string }) {
  // 000 §9: the site origin with ?code={referral code}.
  const link = `${origin}?code=${code}`
  const text = `Buy property in Nigeria without the fear of fraud. Join me on ${siteName}:`
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section aria-labelledby="referral-link" className={`${card} md:col-span-3`}>
        <h2 id="referral-link" className="font-semibold">
          Your referral link
        </h2>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="referral-link-input" className="sr-only">
            Referral link
          </label>
          <input id="referral-link-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-gray-800" />
          <button type="button" onClick={() => void copyText(link)} className={copyButton}>
            Copy link
          </button>
        </div>
        <ul aria-label="Share your link" className="mt-4 flex flex-wrap gap-2">
          {shareLinks(link, text).map((s) => (
            <li key={s.network}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} className="inline-flex rounded-full border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50">
                {s.label.replace(/^Share (on|by) /, '')}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="referral-code" className={`${card} md:col-span-2`}>
        <h2 id="referral-code" className="font-semibold">
          Your referral code
        </h2>
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="font-mono text-2xl font-bold tracking-widest text-gray-900">{code}</p>
          <button type="button" onClick={() => void copyText(code)} className={copyButton}>
            Copy referral code
          </button>
        </div>
      </section>
      <section aria-labelledby="signup-count" className={card}>
        <h2 id="signup-count" className="font-semibold">
          Number of signups
        </h2>
        <p className="mt-3 text-3xl font-bold text-gray-900" data-testid="signup-count">
          {count}
        </p>
      </section>
    </div>
  )
}

export function ReferralCardsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
      <div className={`${card} h-36 animate-pulse bg-gray-50 md:col-span-3`} />
      <div className={`${card} h-28 animate-pulse bg-gray-50 md:col-span-2`} />
      <div className={`${card} h-28 animate-pulse bg-gray-50`} />
    </div>
  )
}
