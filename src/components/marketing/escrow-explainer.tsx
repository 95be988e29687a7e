import { useEffect, useRef, useState } from 'react'
import { CloseIcon } from '~/components/ui/close-icon'
import { useTenant } from '~/lib/tenant'
import { useModalDialog } from '~/components/ui/use-modal-dialog'
import { StepCaption } from './step-caption'

/** The escrow flow of 001 §4, in order, as the walk-through tells it. */
export const ESCROW_STEPS = [
  { title: 'You choose a home', text: 'You tell us which property you want to buy.' },
  { title: 'You are asked to pay', text: 'Our escrow partner tells you how much to pay, and where.' },
  { title: 'Your money is held', text: 'It waits in a custodian account. The seller cannot touch it yet.' },
  { title: 'The property is checked', text: 'Partner lawyers carry out due diligence and confirm the title, and the property is handed over to you.' },
  { title: 'You confirm', text: 'When you are satisfied, you confirm acceptance on the platform.' },
  { title: 'The seller is paid', text: 'The money is released to the seller, minus fees and any sums agreed to be kept back.' },
] as const

/** Where the money is at each step: 0 with you, 1 in escrow, 2 with the seller. */
const MONEY_AT = [0, 0, 1, 1, 1, 2]
const STATIONS = ['You', 'Escrow', 'Seller']
const ICONS = [
  'M0-11a5 5 0 1 1 0 10a5 5 0 1 1 0-10M-9 11a9 9 0 0 1 18 0',
  'M-8-2h16v12h-16zM-5-2v-4a5 5 0 0 1 10 0v4',
  'M-10 11v-10l10-9 10 9v10zM-3 11v-7h6v7',
]
const x = (station: number) => 60 + station * 100

/** How long each step stays on screen while the walk-through plays. */
export const STEP_MS = 4500

/**
 * 'Watch how it works' (001 §2): no video exists, so this modal draws the escrow steps — the
 * money moving from you to escrow to the seller — and plays them like one, with pause and
 * step controls. A native modal <dialog>: focus stays inside, Escape and the backdrop close it.
 */
export function EscrowExplainer({ onClose }: { onClose: () => void }) {
  const { display_name } = useTenant()
  const dialog = useRef<HTMLDialogElement>(null)
  const last = ESCROW_STEPS.length - 1
  const [step, setStep] = useState(0)
  const [playing, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)

  useModalDialog(dialog)

  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => {
      setStep(step + 1)
      if (step + 1 === last) setPlaying(false)
    }, STEP_MS)
    return () => window.clearTimeout(timer)
  }, [playing, step, last])

  const go = (to: number) => {
    setPlaying(false)
    setStep(to)
  }
  const toggle = () => {
    if (!playing && step === last) setStep(0)
    setPlaying(!playing)
  }
  const at = MONEY_AT[step]!
  const current = ESCROW_STEPS[step]!
  const button = 'rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50 disabled:opacity-40'

  return (
    <dialog
      ref={dialog}
      aria-labelledby="escrow-explainer-title"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className="w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-6 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="escrow-explainer-title" className="text-xl font-bold">
              How {display_name} protects your money
            </h2>
            <p className="mt-1 text-sm text-gray-600">An illustrated walk-through of our escrow, step by step.</p>
          </div>
          <button type="button" aria-label="Close" onClick={() => dialog.current!.close()} className="-m-2 rounded-md p-2 text-gray-500 hover:bg-gray-100">
            <CloseIcon />
          </button>
        </div>

        <svg viewBox="0 0 320 128" aria-hidden="true" className="mt-6 w-full rounded-xl bg-brand-light">
          <path d="M60 68h200" className="stroke-gray-300" strokeWidth="2" strokeDasharray="4 6" />
          {STATIONS.map((name, i) => (
            <g key={name} transform={`translate(${x(i)} 68)`}>
              <circle r="24" strokeWidth="3" className={`fill-white ${i === at ? 'stroke-brand-dark' : 'stroke-gray-300'}`} />
              <path d={ICONS[i]} fill="none" strokeWidth="2" strokeLinejoin="round" className="stroke-gray-700" />
              <text y="46" textAnchor="middle" className="fill-gray-700 text-[11px] font-semibold">
                {name}
              </text>
            </g>
          ))}
          {step >= 3 && (
            <g transform={`translate(${x(2) + 18} 50)`}>
              <circle r="9" className="fill-brand-dark" />
              <path d="M-4 0l3 3 5-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            </g>
          )}
          <g style={{ transform: `translate(${x(at)}px, 26px)` }} className="transition-transform duration-700 motion-reduce:transition-none">
            <circle r="13" className="fill-brand" />
            <text y="5" textAnchor="middle" className="fill-brand-ink text-[14px] font-bold">
              ₦
            </text>
          </g>
        </svg>

        <StepCaption step={step} count={ESCROW_STEPS.length} title={current.title} text={current.text} live={!playing} />
        <div aria-hidden="true" className="mt-2 flex gap-1.5">
          {ESCROW_STEPS.map((s, i) => (
            <span key={s.title} className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-brand' : 'bg-gray-200'}`} />
          ))}
        </div>

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-600">If you report a problem during due diligence or inspection, the money stays held until the dispute is resolved.</p>
          <div className="flex shrink-0 gap-2">
            <button type="button" disabled={step === 0} onClick={() => go(step - 1)} className={button}>
              Back
            </button>
            <button type="button" onClick={toggle} className={button}>
              {playing ? 'Pause' : step === last ? 'Replay' : 'Play'}
            </button>
            <button type="button" disabled={step === last} onClick={() => go(step + 1)} className={button}>
              Next
            </button>
          </div>
        </div>
      </div>
    </dialog>
  )
}
