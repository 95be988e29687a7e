/**
 * What the visitor typed into a prerendered form before its code arrived, for the fields named in
 * `shape` (a checkbox by its checked state); what is still as prerendered is left out.
 */
export function readTyped(form: HTMLFormElement | null, shape: Record<string, string | boolean>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {}
  for (const [name, empty] of Object.entries(shape)) {
    const field = form?.elements.namedItem(name)
    if (!field) continue
    const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : (field as HTMLInputElement | RadioNodeList).value
    if (value !== empty) out[name] = value
  }
  return out
}
