import { Suspense, use, useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react'

interface Section<P> {
  Component?: ComponentType<P>
  /** Settles once the code has arrived; never rejects (a failed fetch is tried again on the next trigger). */
  ready: Promise<void>
  start: () => Promise<void>
}

const sections: Section<never>[] = []

/**
 * The page function paints deferred sections in place like any other: it loads their code first
 * (src/app/prepaint.tsx), once per process.
 */
export const loadDeferredSections = () => Promise.all(sections.map((s) => s.start()))

function Body<P extends object>({ section, props, onHydrated }: { section: Section<P>; props: P; onHydrated: () => void }) {
  // Suspending while hydrating keeps the painted HTML as it is until the code arrives (React
  // hydrates the boundary then, in a task of its own); rendered by the app, it shows nothing until then.
  use(section.ready)
  useEffect(onHydrated, [onHydrated])
  const Component = section.Component!
  return <Component {...props} />
}

function Slot<P extends object>({ section, props, className }: { section: Section<P>; props: P; className?: string }) {
  const spot = useRef<HTMLDivElement>(null)
  // A click on the painted section before it has hydrated (React does not replay it): held, and
  // given again to the same element once the section is live.
  const held = useRef<HTMLElement | null>(null)
  const live = useRef(false)
  const onHydrated = useCallback(() => {
    live.current = true
    const target = held.current
    held.current = null
    if (target?.isConnected) target.click()
  }, [])
  useEffect(() => {
    const el = spot.current
    if (!el || live.current) return
    const hold = (e: MouseEvent) => {
      if (live.current || !(e.target instanceof HTMLElement) || !el.contains(e.target)) return
      const target = e.target.closest<HTMLElement>('a, button, input, select, textarea, summary, label, [role=button]')
      if (!target) return
      e.preventDefault()
      e.stopPropagation()
      held.current = target
      void section.start()
    }
    document.addEventListener('click', hold, true)
    return () => document.removeEventListener('click', hold, true)
  }, [section])
  useEffect(() => {
    const el = spot.current
    if (section.Component || !el) return
    // Rendered by the app (no painted HTML inside): the code is fetched at once.
    if (!el.firstElementChild || typeof IntersectionObserver === 'undefined') return void section.start()
    // Painted: the code is fetched as the section comes within 200 px of the screen, or when a
    // visitor points at, touches or tabs into it first. Listened for on the document, ahead of
    // React: React stops an event aimed at markup it has not hydrated yet (and replays it after).
    const go = () => {
      stop()
      void section.start()
    }
    const onEvent = (e: Event) => e.target instanceof Node && el.contains(e.target) && go()
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: '200px 0px' })
    const events = ['pointerover', 'pointerdown', 'focusin'] as const
    const stop = () => {
      io.disconnect()
      for (const e of events) document.removeEventListener(e, onEvent, true)
    }
    io.observe(el)
    for (const e of events) document.addEventListener(e, onEvent, true)
    return stop
  }, [section])
  // Until its code has arrived the section keeps the props it was painted with, and the very same
  // element: an update reaching a boundary React has not hydrated yet (the listing revalidated by
  // SWR) would make it drop the painted HTML and render the boundary afresh, empty until the code
  // arrives. From then on the section follows its props.
  const first = useRef(props).current
  const current = section.Component ? props : first
  const body = useMemo(
    () => (
      <Suspense fallback={null}>
        <Body section={section} props={current} onHydrated={onHydrated} />
      </Suspense>
    ),
    [section, current, onHydrated],
  )
  return (
    <div ref={spot} className={className}>
      {body}
    </div>
  )
}

/**
 * A below-the-fold section of a painted page whose code is its own chunk (decision 052): the page
 * hydrates without it, and its painted HTML stays, readable and unchanged, until the section nears
 * the screen or is used; then it hydrates in a task of its own. Fewer scripts up front and a
 * shorter hydration, which is what Total Blocking Time counts.
 */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>) {
  let resolve!: () => void
  let started: Promise<void> | undefined
  const section: Section<P> = {
    ready: new Promise<void>((r) => (resolve = r)),
    start: () =>
      (started ??= load().then(
        (Component) => {
          section.Component = Component
          // Marked settled as React reads a thenable, so use() goes on without suspending from now on.
          Object.assign(section.ready, { status: 'fulfilled', value: undefined })
          resolve()
        },
        () => {
          started = undefined
        },
      )),
  }
  sections.push(section as Section<never>)
  return function DeferredSection({ className, ...props }: P & { className?: string }) {
    return <Slot section={section} props={props as unknown as P} className={className} />
  }
}
