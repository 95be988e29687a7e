import { useCallback, useEffect, useRef, type ComponentType, type MouseEvent } from 'react'
import { useNavigateTo } from '~/components/ui/app-link'
import { PrerenderedHtml } from '~/lib/prerendered-html'
import { useTenant } from '~/lib/tenant'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'

/** What the page's tree hands to a live part's root, which shares no context with it. */
export interface PageContext {
  tenant: PublicTenant
  navigate: (href: string) => void
  /** Called once the live part has taken over the form (its handlers are attached). */
  onReady?: () => void
}

/** A form's live part: hydrates the prerendered form inside `container` (live-root.tsx). */
export interface LiveModule {
  mount: (container: Element, page: PageContext) => void
}

export interface DeferredFormProps {
  /** Names the form's block in the page's HTML. */
  id: string
  /** The live part: validation, valibot, the phone rules, the calls. Stable (module level). */
  load: () => Promise<LiveModule>
}

/** Each inline form's markup, by id: registered by the prerender only (form-markups.ts). */
const markups: Record<string, ComponentType> = {}
export const setFormMarkup = (id: string, Markup: ComponentType) => void (markups[id] = Markup)

/**
 * An inline form whose markup is prerendered and whose code waits (decision 034). The browser
 * bundle carries no field at all (the markup modules are imported by the prerender's entry and
 * the live parts only, never by a page): the form is the page's own HTML, kept as it arrived (like any
 * PrerenderedHtml block), real and labelled at first paint. On the first focus, pointer or input
 * inside it, the live part is fetched and hydrates that very DOM in a root of its own — no node is
 * replaced, so what was typed, the focus, the caret and an open phone keyboard all stay.
 */
export function DeferredForm({ id, load }: DeferredFormProps) {
  const box = useRef<HTMLDivElement>(null)
  const tenant = useTenant()
  const navigate = useNavigateTo()
  const asked = useRef(false)
  const live = useRef(false)
  // A button pressed before the code was here (the mandate's Next on an untouched form): the
  // press only started the download, so it is pressed again once the form is live (issue 23).
  const pending = useRef<HTMLElement | null>(null)
  const ready = useCallback(() => {
    live.current = true
    pending.current?.click()
  }, [])
  // Only the prerender builds the markup; the browser keeps the HTML and never loads the module.
  const Markup = import.meta.env.SSR ? markups[id] : undefined
  const start = useCallback(() => {
    if (asked.current) return
    asked.current = true
    load().then(
      (m) => {
        // The block's own div is the page root's (dangerouslySetInnerHTML): the live root takes
        // the plain div inside it, which only the HTML made.
        const container = box.current?.firstElementChild?.firstElementChild
        if (container) m.mount(container, { tenant, navigate, onReady: ready })
      },
      () => (asked.current = false),
    )
  }, [load, tenant, navigate, ready])
  const early = (e: MouseEvent) => {
    if (!live.current) pending.current = (e.target as Element).closest<HTMLElement>('button[type="button"]')
  }

  // The page hydrates on the first interaction: a field focused or typed in before that counts.
  useEffect(() => {
    const el = box.current!
    // A box's `value` is 'on' without an attribute while its defaultValue is '': only `checked` tells.
    const changed = (f: HTMLInputElement) => (f.type === 'checkbox' || f.type === 'radio' ? f.checked !== f.defaultChecked : f.value !== f.defaultValue)
    const typed = [...el.querySelectorAll('input')].some(changed)
    if (typed || el.contains(document.activeElement)) start()
  }, [start])

  return (
    <div ref={box} onFocus={start} onPointerDown={start} onInput={start} onClickCapture={early}>
      <PrerenderedHtml contentKey={`prerendered/form-${id}`}>{Markup && <div><Markup /></div>}</PrerenderedHtml>
    </div>
  )
}
