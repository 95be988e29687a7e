import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react'

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** AppLink's own prop: an external destination opens in a new tab and says so to screen readers. */
export type AppLinkProps = LinkProps & { external?: boolean }

/**
 * Static pages render plain anchors; the marketplace entry provides the router's link so
 * navigation between marketplace routes stays in the page.
 */
const LinkContext = createContext<ComponentType<LinkProps> | null>(null)
export const LinkComponentProvider = LinkContext.Provider

export function AppLink({ external, children, ...props }: AppLinkProps) {
  const Custom = useContext(LinkContext)
  const Anchor = Custom ?? 'a'
  if (!external) return <Anchor {...props}>{children}</Anchor>
  return (
    <Anchor target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Anchor>
  )
}

/**
 * Navigation from code (after a sign-in, say): the marketplace entry provides the router's
 * navigate; static pages load the new document.
 */
const NavigateContext = createContext<((href: string) => void) | null>(null)
export const NavigateProvider = NavigateContext.Provider

export function useNavigateTo(): (href: string) => void {
  return useContext(NavigateContext) ?? loadDocument
}

/** A full page load; the toaster hands the toasts on screen to the next page (toaster.tsx). */
function loadDocument(href: string) {
  window.location.assign(href)
}
