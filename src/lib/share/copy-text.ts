import { toast } from '~/lib/toast-store'

/** Copies to the clipboard with the toasts of 000 §8. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success('Copied to clipboard')
    return true
  } catch {
    toast.error('Failed to copy', 'Could not copy to clipboard. Try again!')
    return false
  }
}
