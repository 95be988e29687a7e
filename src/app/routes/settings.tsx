import { SettingsPage } from '~/features/auth/settings/settings-page'

/** /settings (000 §2): the Profile tab — personal information and a collapsible password change. */
export function Component() {
  return <SettingsPage />
}
