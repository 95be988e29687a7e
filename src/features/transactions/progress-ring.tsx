import { STAGE_LABELS, stageRing, type Stage } from '~/shared/transactions/viewing-states'

const R = 22
const CIRCUMFERENCE = 2 * Math.PI * R

/** The property stage as a ring (000 §4): 25, 50, 70 or 85 %, else 0 % and 'In progress'. */
export function ProgressRing({ stage }: { stage: string | null | undefined }) {
  const { percent, label } = stageRing(stage)
  const name = STAGE_LABELS[stage as Stage]
  return (
    <div role="img" aria-label={`Progress: ${label}${name ? ` (${name} stage)` : ''}`} className="relative h-14 w-14 shrink-0">
      <svg viewBox="0 0 56 56" aria-hidden="true" className="h-full w-full -rotate-90">
        <circle cx="28" cy="28" r={R} fill="none" strokeWidth="6" className="stroke-gray-200" />
        <circle
          cx="28"
          cy="28"
          r={R}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-brand-dark"
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-center text-[10px] font-bold leading-tight text-gray-900">
        {label}
      </span>
    </div>
  )
}
