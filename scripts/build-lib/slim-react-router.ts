import type { Plugin } from 'vite'

const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][\w-]+\.mjs$/

/**
 * React Router 7 publishes one ES build for browsers, its development one (the package's exports
 * name no other): every warning's text ships, and its components are made at the top level by
 * calls the bundler cannot prove pure, each followed by a `displayName` assignment, so `Form`,
 * `useSubmit` and the rest of what the app never uses stay in every marketplace page (decision 052).
 * Built for the browser, the same source (a) takes the value its production build gives
 * `ENABLE_DEV_WARNINGS` (false), (b) marks those top-level component and context factories pure and
 * (c) drops the `displayName` lines (names for React's developer tools only), so unused ones go.
 */
export function slimReactRouter(): Plugin {
  return {
    name: 'haven:slim-react-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null
      const out = code
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
        .replace(/^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm, 'var $1 = /* @__PURE__ */ $2')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
      return out === code ? null : { code: out, map: null }
    },
  }
}
