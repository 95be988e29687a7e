import { useId, type ReactNode } from 'react'

/** A labelled select whose name is its label alone (a wrapping label would add the chosen option's text to it). */
export function SelectField(props: { label: string; name: string; children: ReactNode; value?: string; defaultValue?: string; onChange?: (value: string) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        defaultValue={props.defaultValue}
        onChange={props.onChange && ((e) => props.onChange!(e.currentTarget.value))}
        className="rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700"
      >
        {props.children}
      </select>
    </div>
  )
}
