import { useState, type CSSProperties } from 'react'
import { StepCaption } from '~/components/marketing/step-caption'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { MANDATE_STEPS, STATIONS, type Token } from './mandate-steps'

const x = (station: number) => 45 + station * 90

const STATION_ICONS = [
  'M-11 10v-9l11-10 11 10v9zM-4 10v-7h8v7',
  'M0-12l10 4v6c0 7-4 11-10 13c-6-2-10-6-10-13v-6zM-4 0l3 3 5-6',
  'M0-11a5 5 0 1 1 0 10a5 5 0 1 1 0-10M-9 11a9 9 0 0 1 18 0',
  'M-6-5a5 5 0 1 1 0 10a5 5 0 1 1 0-10M-1 0h12M8 0v4M4 0v3',
]

const TOKEN_ICONS: Record<Exclude<Token, 'naira'>, string> = {
  mandate: 'M-6-8h8l4 4v12h-12zM-3-2h6M-3 2h6',
  listing: 'M-7 7v-6l7-6 7 6v6z',
  buyer: 'M0-8a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7M-6 7a6 6 0 0 1 12 0',
}

/** The drawing of one step: four stations, and what travels between two of them. */
function Drawing({ step }: { step: number }) {
  const { from, to, token } = MANDATE_STEPS[step]!
  const [left, right] = [Math.min(x(from), x(to)), Math.max(x(from), x(to))]
  const head = to > from ? `M${right - 30} 29l6 5-6 5` : `M${left + 30} 29l-6 5 6 5`
  return (
    <svg viewBox="0 0 360 140" aria-hidden="true" className="w-full rounded-xl bg-brand-light">
      <path d="M45 92h270" className="stroke-gray-300" strokeWidth="2" strokeDasharray="4 6" />
      <path d={`M${left + 24} 34h${right - left - 48}${head}`} fill="none" strokeWidth="2" strokeLinecap="round" className="stroke-brand-dark" />
      {STATIONS.map((name, i) => (
        <g key={name} transform={`translate(${x(i)} 92)`}>
          <circle r="24" strokeWidth="3" className={`fill-white ${i === from || i === to ? 'stroke-brand-dark' : 'stroke-gray-300'}`} />
          <path d={STATION_ICONS[i]} fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="stroke-gray-700" />
          <text y="42" textAnchor="middle" className="fill-gray-800 text-[10px] font-semibold">
            {name}
          </text>
        </g>
      ))}
      <g key={step} className="pt-token" style={{ '--from': `${x(from)}px`, '--to': `${x(to)}px` } as CSSProperties}>
        <circle r="14" className="fill-brand" />
        {token === 'naira' ? (
          <text y="5" textAnchor="middle" className="fill-brand-ink text-[14px] font-bold">
            ₦
          </text>
        ) : (
          <path d={TOKEN_ICONS[token]} fill="none" strokeWidth="1.75" strokeLinejoin="round" className="stroke-brand-ink" />
        )}
      </g>
    </svg>
  )
}

/**
 * 'See how it works' on /direct2seller: no video exists that we may ship, so this draws how a
 * direct mandate becomes a paid commission, one step at a time. The last step leads to the
 * sign-up form (`formId`) on the page.
 */
export default function MandateExplainer({ formId, onClose }: { formId: string; onClose: () => void }) {
  const [step, setStep] = useState(0)
  const current = MANDATE_STEPS[step]!
  const last = MANDATE_STEPS.length - 1
  const button = 'rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-40'
  const signUp = () => {
    onClose()
    // After the dialog has gone, so focus lands on the page: focusing the form also wakes it.
    setTimeout(() => document.querySelector<HTMLElement>(`#${formId} input`)?.focus())
  }

  return (
    <ModalDialog title="How a direct mandate becomes your commission" intro="A drawn walk-through of Direct2Seller, one step at a time." onClose={onClose}>
      <Drawing step={step} />
      <StepCaption step={step} count={MANDATE_STEPS.length} title={current.title} text={current.text} />
      <ol className="mt-1 flex gap-1.5">
        {MANDATE_STEPS.map((s, i) => (
          <li key={s.title} className="flex-1">
            <button
              type="button"
              aria-label={`Step ${i + 1}: ${s.title}`}
              aria-current={i === step ? 'step' : undefined}
              onClick={() => setStep(i)}
              className="group block w-full py-2"
            >
              <span className={`block h-2 rounded-full ${i <= step ? 'bg-brand' : 'bg-gray-200 group-hover:bg-gray-300'}`} />
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex justify-between gap-3">
        <button type="button" disabled={step === 0} onClick={() => setStep(step - 1)} className={`${button} border border-gray-300 hover:bg-gray-50`}>
          Back
        </button>
        {step < last ? (
          <button type="button" onClick={() => setStep(step + 1)} className={`${button} bg-brand text-brand-ink hover:opacity-90`}>
            Next
          </button>
        ) : (
          <button type="button" onClick={signUp} className={`${button} bg-brand text-brand-ink hover:opacity-90`}>
            Sign up free
          </button>
        )}
      </div>
    </ModalDialog>
  )
}
