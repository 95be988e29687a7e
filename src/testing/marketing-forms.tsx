import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { ReactElement } from 'react'
import { NavigateProvider } from '~/components/ui/app-link'
import { registerFormMarkups } from '~/features/marketing-forms/form-markups'
import { ContentProvider, readPageContent, type ContentMap } from '~/lib/content'
import { TenantProvider } from '~/lib/tenant'
import { toastStore } from '~/lib/toast-store'
import { ok, type FakeAnswer, type FakeHandler } from './fake-api'
import { installModalDialogs } from './modal-dialog'
import { renderWithTenant, testTenants } from './render-with-tenant'

// Test helpers for the marketing forms (src/features/marketing-forms).

const roots: Root[] = []

/**
 * A piece of a static page as a visitor gets it: built by the prerender (import.meta.env.SSR, so
 * the blocks only it builds are there), then hydrated by the browser from that HTML, with the
 * content blocks read back from the page (hydrate-static.tsx). Fails on any hydration mismatch.
 */
export async function prerenderAndHydrate(ui: ReactElement, { navigate = vi.fn() }: { navigate?: (href: string) => void } = {}) {
  registerFormMarkups()
  const tenant = testTenants.haven
  const tree = (content: ContentMap) => (
    <TenantProvider tenant={tenant}>
      <NavigateProvider value={navigate}>
        <ContentProvider content={content}>{ui}</ContentProvider>
      </NavigateProvider>
    </TenantProvider>
  )
  vi.stubEnv('SSR', true)
  const html = renderToString(tree({}))
  vi.stubEnv('SSR', false)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors: unknown[] = []
  const root = await act(async () => hydrateRoot(container, tree(readPageContent()), { onRecoverableError: (e) => errors.push(e) }))
  roots.push(root)
  expect(errors).toEqual([])
  return { html, container, tenant, navigate }
}

/**
 * A marketing form test file's set-up: modal dialogs in jsdom, and after each test the roots
 * unmounted, the toasts dismissed, the stubs and spies restored.
 */
export function setUpMarketingFormTests() {
  let restoreDialogs = () => {}
  beforeEach(() => (restoreDialogs = installModalDialogs()))
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount())
    document.body.innerHTML = ''
    for (const t of toastStore.get()) toastStore.dismiss(t.id)
    restoreDialogs()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** A form function's success: 201 with the stored id and its message. */
export const created = (message: string): FakeHandler => () => ({ status: 201, ...ok({ id: 1 }, { message }) })

/** A handler that gives `answer`, or, for null, never answers (the connection drops). */
export const answering = (answer: FakeAnswer | null): FakeHandler => () => {
  if (!answer) throw new TypeError('Failed to fetch')
  return answer
}

/** A refused body (400), naming one field as the forms' function does. */
export const refused = (field: string, message: string): FakeAnswer => ({
  status: 400,
  body: { success: false, message, error: message, status: 'FAILED', data: { field, fields: { [field]: message } } },
})

/** Renders an opener button and opens its dialog with a click. */
export async function openDialog(ui: ReactElement, opener: string, title: string) {
  const view = renderWithTenant(ui)
  fireEvent.click(screen.getByRole('button', { name: opener }))
  return { ...view, dialog: await screen.findByRole('dialog', { name: title }) }
}

/** Types into a field and leaves it, as a visitor does. */
export function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

/** Types into a field, then empties it: the visitor met it, so its 'required' message shows. */
export function empty(label: string) {
  fill(label, 'x')
  fill(label, ' ')
}

/** 429's words from the forms' function (decision 031). */
export const TOO_MANY = 'You have sent many forms in the last hour. Please try again later.'

/** Fills several fields in order: { 'First name': 'Amaka', 'Email address': '…' }. */
export function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fill(label, value)
}

/** The toasts on screen, as 'Title: description'. */
export const toasts = () => toastStore.get().map((t) => `${t.title}: ${t.description ?? ''}`)

/** Waits until a button is enabled (the phone rules arrive asynchronously; the first time is slow). */
export const enabled = (name: string | RegExp) =>
  waitFor(() => expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 })
