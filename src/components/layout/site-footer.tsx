import { useTenant } from '~/lib/tenant'

export function SiteFooter() {
  const tenant = useTenant()
  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p>{tenant.contact.address}</p>
      </div>
    </footer>
  )
}
