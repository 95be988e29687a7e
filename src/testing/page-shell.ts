import { createPageHandler } from '~/server/pages/marketplace-page'

/** A built `index.html` as the page function reads it: the tags it rewrites, an empty root. */
export const PAGE_SHELL = `<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Haven</title>
<meta name="description" content="Generic">
<meta name="robots" content="noindex">
<meta property="og:type" content="website">
<meta property="og:title" content="Haven">
<meta property="og:description" content="Generic">
<meta property="og:url" content="https://haven.ng/">
<meta property="og:image" content="https://haven.ng/tenants/haven/logo.svg">
<meta name="twitter:card" content="summary">
</head><body><div id="root"></div></body></html>`

type PageDeps = Parameters<typeof createPageHandler>[0]

/** A page handler over {@link PAGE_SHELL}; `get(path, host)` asks it for a page as a browser on `host` would. */
export const pageGetter = (deps: PageDeps = {}) => {
  const pages = createPageHandler({ shell: async () => PAGE_SHELL, ...deps })
  const get = (path: string, host = 'localhost:8888') => pages(new Request(`http://${host}${path}`, { headers: { host } }))
  return { pages, get }
}
