import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { NavigateProvider } from '~/components/ui/app-link'
import { TenantProvider } from '~/lib/tenant'
import type { PageContext } from './deferred-form'
import { ControlContext, type FormControl } from './form-parts'
import { readTyped } from './read-typed'

/** The page's call once the live form's handlers are attached (deferred-form.tsx replays an early press). */
const ReadyContext = createContext<(() => void) | undefined>(undefined)

/** A form's live part, given the block that holds the prerendered form. */
export type LiveForm = (props: { container: Element }) => ReactNode

/**
 * Hydrates a prerendered form in a root of its own (deferred-form.tsx): the page's root keeps the
 * block's HTML untouched, this one takes over its nodes. A root shares no context with the page,
 * so the tenant and the page's navigation are handed over.
 */
export function mountLive(container: Element, page: PageContext, Form: LiveForm) {
  hydrateRoot(
    container,
    <TenantProvider tenant={page.tenant}>
      <NavigateProvider value={page.navigate}>
        <ReadyContext.Provider value={page.onReady}>
          <Form container={container} />
        </ReadyContext.Provider>
      </NavigateProvider>
    </TenantProvider>,
  )
}

interface TypedInto {
  set: (name: string, value: string | boolean) => void
  touch: (names: readonly string[]) => void
}

/**
 * Once hydrated, takes in what the visitor typed before the live part arrived (or while it
 * hydrated): the DOM holds it, and it counts as an edit. A field typed in and already left counts
 * as left, so its message shows as if the code had been there all along. Read after hydration, so
 * nothing typed in between is missed.
 */
export function useTypedBefore(container: Element, shape: Record<string, string | boolean>, { set, touch }: TypedInto) {
  useLayoutEffect(() => {
    const form = container.querySelector('form')
    const typed = Object.entries(readTyped(form, shape))
    for (const [name, value] of typed) set(name, value)
    const left = typed.map(([name]) => name).filter((name) => form?.elements.namedItem(name) !== document.activeElement)
    if (left.length) touch(left)
    // Once, on hydration: later edits go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, shape])
}

/**
 * Gives the fields their control once hydrated: the hydrating render must be the prerender's
 * (no handler, no message, submit disabled, step 1), whatever was typed meanwhile. `X`: a form's
 * own extras (the mandate's steps, the realtor form's terms link).
 */
export function LiveControl<X extends object = object>({ control, children }: { control: FormControl & X; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useLayoutEffect(() => setHydrated(true), [])
  const ready = useContext(ReadyContext)
  useEffect(() => {
    if (hydrated) ready?.()
  }, [hydrated, ready])
  return <ControlContext.Provider value={hydrated ? control : null}>{children}</ControlContext.Provider>
}
