import { useTenant } from '~/lib/tenant'

export function SiteHeader() {
  const tenant = useTenant()
  return (
    <header className="sticky top-0 z-40 bg-white border-b border-gray-100">
      <div className="mx-auto max-w-7xl px-4 h-16 flex items-center justify-between">
        <a href="/" className="flex items-center gap-2 font-semibold">
          <img src={tenant.logo} alt="" width={32} height={32} />
          <span>{tenant.display_name}</span>
        </a>
      </div>
    </header>
  )
}
