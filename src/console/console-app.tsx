import { lazy, Suspense, useEffect, useState } from 'react'
import { BrowserRouter, NavLink, Navigate, Route, Routes, useNavigate } from 'react-router-dom'
import { ROLE_LABELS } from '~/shared/console/roles'
import { consoleApi, type Me } from './api'
import { sectionsFor } from './sections'
import { SetupPage } from './setup-page'
import { SignInPage } from './sign-in-page'
import { Button } from './ui'

// The editor (its form, the shared schema, photos) loads when opened, not with the console's first page.
const EditorPage = lazy(() => import('./editor/editor-page').then((m) => ({ default: m.EditorPage })))
const editor = (
  <Suspense fallback={<p>Loading…</p>}>
    <EditorPage />
  </Suspense>
)

function Shell({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const sections = sectionsFor(me)
  const link = ({ isActive }: { isActive: boolean }) => `rounded px-3 py-2 font-semibold focus:outline-2 focus:outline-blue-700 ${isActive ? 'bg-blue-800 text-white' : 'text-blue-900 hover:bg-blue-50'}`
  return (
    <div className="min-h-screen">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-300 bg-white px-4 py-2">
        <nav aria-label="Console" className="flex flex-wrap gap-1">
          {sections.map((x) => (
            <NavLink key={x.path} to={x.path} className={link}>
              {x.label}
            </NavLink>
          ))}
        </nav>
        {/* On the right, also when it wraps under the sections. A long address is cut short on a
            phone (whole in its title and to screen readers), so Sign out stays on screen and the
            page never scrolls sideways. */}
        <div className="ml-auto flex min-w-0 max-w-full items-center gap-3 text-sm">
          <span className="flex min-w-0">
            <span className="truncate" title={me.email}>
              {me.email}
            </span>
            <span className="shrink-0 whitespace-pre"> · {ROLE_LABELS[me.role]}</span>
          </span>
          <Button tone="plain" onClick={onSignOut}>
            <span className="whitespace-nowrap">Sign out</span>
          </Button>
        </div>
      </header>
      {/* Addresses, ids and JSON have no spaces to wrap at: they break anywhere rather than widen a phone's page. */}
      <main className="mx-auto max-w-5xl px-4 py-6 [overflow-wrap:anywhere]">
        <Routes>
          {sections.map((x) => (
            <Route key={x.path} path={x.path} element={x.page(me)} />
          ))}
          {me.permissions.includes('listings.edit') && <Route path="/listings/new" element={editor} />}
          {me.permissions.includes('listings.edit') && <Route path="/listings/:id/edit" element={editor} />}
          <Route path="*" element={<Navigate to="/listings" replace />} />
        </Routes>
      </main>
    </div>
  )
}

function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined)
  const navigate = useNavigate()
  useEffect(() => {
    void consoleApi<Me>('GET', '/session').then((res) => setMe(res.ok ? res.data : null))
  }, [])
  const signedIn = (m: Me) => {
    setMe(m)
    navigate('/listings', { replace: true })
  }
  const signOut = () => void consoleApi('POST', '/sign-out', {}).then(() => setMe(null))
  if (me === undefined) return <p className="p-6">Loading…</p>
  return (
    <Routes>
      <Route path="/setup" element={<SetupPage onSignedIn={signedIn} />} />
      <Route path="*" element={me ? <Shell me={me} onSignOut={signOut} /> : <SignInPage onSignedIn={signedIn} />} />
    </Routes>
  )
}

export function ConsoleApp() {
  return (
    <BrowserRouter basename="/console">
      <App />
    </BrowserRouter>
  )
}
