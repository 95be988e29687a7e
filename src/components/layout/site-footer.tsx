import { AppLink } from '~/components/ui/app-link'
import { DataSaverSwitch } from './data-saver-switch'
import { useTenant } from '~/lib/tenant'
import type { FOOTER_COLUMNS } from '~/shared/tenant/tenant-schema'
import { NewsletterForm } from './newsletter-form'
import { ReferButton } from './refer-button'
import { SOCIAL_NAMES, SocialIcon } from './social-icons'

type FooterColumn = (typeof FOOTER_COLUMNS)[number]

// A type-only import: the schema module would bring valibot into every static page.
const COLUMN_TITLES: Record<FooterColumn, string> = { explore: 'Explore', about: 'About', legal: 'Legal' }
const COLUMNS = Object.keys(COLUMN_TITLES) as FooterColumn[]

const heading = 'text-sm font-semibold uppercase tracking-wide text-white'
const link = 'hover:text-white hover:underline'

/** 001 §2 "Footer": contact, the tenant's three link columns, social links, newsletter, copyright. */
export function SiteFooter() {
  const tenant = useTenant()
  const { contact } = tenant
  // The build and the visitor are in the same year for all but a few seconds a year; a mismatch there only warns.
  const year = new Date().getFullYear()

  return (
    <footer className="bg-gray-950 text-gray-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-3">
          <p className="text-lg font-semibold text-white">{tenant.display_name}</p>
          <p className="mt-2 text-sm">{tenant.description}</p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <p>{contact.address}</p>
            <p>
              <a className={link} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
            </p>
            <p>
              <a className={link} href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </address>
          {tenant.social_link.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label="Social media">
              {tenant.social_link.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${tenant.display_name} on ${SOCIAL_NAMES[s.network]}`}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-gray-800 text-gray-300 hover:bg-brand hover:text-brand-ink"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {COLUMNS.map((column) => {
          const links = tenant.footer_link.filter((l) => l.column === column)
          if (links.length === 0) return null
          return (
            <nav key={column} aria-label={COLUMN_TITLES[column]} className="lg:col-span-2">
              <h2 className={heading}>{COLUMN_TITLES[column]}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {links.map((l) => (
                  <li key={l.href}>
                    <AppLink className={link} href={l.href}>{l.label}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )
        })}
        <div className="sm:col-span-2 lg:col-span-3">
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-xs">
          <p>
            © {year} {tenant.display_name}. All rights reserved.
          </p>
          <DataSaverSwitch />
          <ReferButton className="font-semibold text-white underline-offset-4 hover:underline">Refer a friend &amp; earn</ReferButton>
        </div>
      </div>
    </footer>
  )
}

