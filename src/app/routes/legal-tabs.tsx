import { useEffect, useState, type MouseEvent } from 'react'
import { LEGAL_DOCUMENTS } from '~/components/legal/legal-documents'
import { TabList, panelId, tabId } from '~/components/ui/tabs'
import { ContentBlock } from '~/lib/content'
import { useTenant } from '~/lib/tenant'

type Tab = 'terms' | 'privacy' | 'ncv'

/** 001 §2 "Legal page tabs": the ?tab= values and the documents they show. */
const TABS = [
  { value: 'terms', label: 'Terms of Service', doc: LEGAL_DOCUMENTS[0]! },
  { value: 'privacy', label: 'Privacy Policy', doc: LEGAL_DOCUMENTS[1]! },
  { value: 'ncv', label: 'Non Circumvention Clause', doc: LEGAL_DOCUMENTS[2]! },
] as const satisfies readonly { value: Tab; label: string; doc: unknown }[]

const ID = 'legal'
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v)

/** The tab a link inside the texts points at: a document's own page or /legal?tab=…; else null. */
function tabForHref(href: string): Tab | null {
  const url = new URL(href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const byPath = TABS.find((t) => t.doc.href === url.pathname)
  if (byPath) return byPath.value
  const q = url.searchParams.get('tab')
  return url.pathname === '/legal' && isTab(q) ? q : null
}

/** Terms, privacy and non-circumvention on one page; the active tab lives in ?tab=. */
export function Component() {
  const tenant = useTenant()
  // The prerender shows terms; the query is read after hydration so the markup matches.
  const [tab, setTab] = useState<Tab>('terms')
  const active = TABS.find((t) => t.value === tab)!

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('tab')
    if (isTab(q)) setTab(q)
  }, [])

  useEffect(() => {
    document.title = `${active.label} | ${tenant.display_name}`
  }, [active.label, tenant.display_name])

  const select = (next: Tab) => {
    setTab(next)
    const url = new URL(window.location.href)
    url.searchParams.set('tab', next)
    window.history.replaceState(window.history.state, '', url)
  }

  // Cross-references between the three texts switch the tab instead of loading another page.
  const onPanelClick = (e: MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a')
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const next = tabForHref(a.getAttribute('href') ?? '')
    if (!next) return
    e.preventDefault()
    select(next)
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{active.label}</h1>
      <div className="mt-8">
        <TabList tabs={TABS} value={tab} onChange={select} idBase={ID} label="Legal documents" />
      </div>
      {/* One panel following the selected tab. Only the terms travel in this HTML; the other texts load from their own pages when chosen. */}
      <div role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, tab)} tabIndex={0} onClick={onPanelClick} className="pt-8 focus:outline-none">
        {TABS.map((t) => (
          <ContentBlock key={t.value} contentKey={t.doc.contentKey} src={t.doc.href} hidden={t.value !== tab} className="legal-prose legal-prose-untitled" />
        ))}
      </div>
    </div>
  )
}
