import type { ReactNode } from 'react'

/** The console's few building blocks: a labelled field, a button, a message that is read out. */
export function Field(props: { label: string; name: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'text'; defaultValue?: string; required?: boolean }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {props.label}
      <input
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        required={props.required}
        className="rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700"
      />
    </label>
  )
}

export function Button(props: { children: ReactNode; type?: 'button' | 'submit'; onClick?: () => void; disabled?: boolean; tone?: 'primary' | 'plain'; value?: string }) {
  const tone = props.tone === 'plain' ? 'bg-white text-gray-900 border border-gray-400 hover:bg-gray-100' : 'bg-blue-800 text-white hover:bg-blue-900'
  return (
    <button type={props.type ?? 'button'} value={props.value} onClick={props.onClick} disabled={props.disabled} className={`min-h-11 rounded px-4 py-2 text-sm font-semibold disabled:opacity-60 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700 ${tone}`}>
      {props.children}
    </button>
  )
}

export function Notice({ text, tone }: { text: string; tone: 'error' | 'ok' }) {
  if (!text) return <p role="status" className="sr-only" />
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}>
      {text}
    </p>
  )
}

export const formValues = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>
