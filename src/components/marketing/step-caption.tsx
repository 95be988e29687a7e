export interface StepCaptionProps {
  /** 0-based. */
  step: number
  count: number
  title: string
  text: string
  /** Announce each step (off while a walk-through plays by itself). */
  live?: boolean
}

/** 'Step n of N', the step's title (an h3) and its text: the caption of a drawn walk-through. */
export function StepCaption({ step, count, title, text, live = true }: StepCaptionProps) {
  return (
    <div aria-live={live ? 'polite' : 'off'} className="mt-6 min-h-32">
      <p className="text-sm font-semibold text-brand-dark">
        Step {step + 1} of {count}
      </p>
      <h3 className="mt-1 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-gray-600">{text}</p>
    </div>
  )
}
