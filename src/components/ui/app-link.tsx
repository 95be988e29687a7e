import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react'

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * Static pages render plain anchors; the marketplace entry provides the router's link so
 * navigation between marketplace routes stays in the page.
 */
const LinkContext = createContext<ComponentType<LinkProps> | null>(null)
export const LinkComponentProvider = LinkContext.Provider

export function AppLink(props: LinkProps) {
  const Custom = useContext(LinkContext)
  if (Custom) return <Custom {...props} />
  return <a {...props} />
}
