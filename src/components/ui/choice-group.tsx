import { useId } from 'react'

export interface Choice {
  value: string
  label: string
}

export interface ChoiceGroupProps {
  legend: string
  name: string
  choices: readonly Choice[]
  value: string
  onChange: (value: string) => void
  /** Headless UI's dialog focuses this choice's radio first. */
  autoFocus?: boolean
  /** How the choices are laid out; two columns unless said. */
  layout?: string
  /** A message under the choices (none chosen yet), tied to the group for screen readers. */
  error?: string
}

/** Native radios in a fieldset: Tab reaches the chosen one, the arrow keys change the choice. */
export function ChoiceGroup({ legend, name, choices, value, onChange, autoFocus, layout = 'grid grid-cols-2 gap-2', error }: ChoiceGroupProps) {
  const errorId = useId()
  return (
    <fieldset className="min-w-0 p-0" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className={layout}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium focus-within:ring-2 focus-within:ring-brand ${
              value === c.value ? 'border-brand bg-brand-light text-gray-900' : 'border-gray-300 text-gray-800 hover:bg-gray-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              data-autofocus={autoFocus && value === c.value ? true : undefined}
              className="h-4 w-4"
            />
            {c.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** A record of labels (VIEWING_TYPE_LABELS, …) as choices, in the order of its values list. */
export const choicesOf = <K extends string>(values: readonly K[], labels: Record<K, string>): Choice[] => values.map((value) => ({ value, label: labels[value] }))
