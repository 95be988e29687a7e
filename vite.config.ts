import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { fileURLToPath } from 'node:url'
import { slimPreloadHelper } from './scripts/build-lib/slim-preload-helper'
import { marketplaceStylesheet } from './scripts/build-lib/marketplace-stylesheet'
import { slimReactRouter } from './scripts/build-lib/slim-react-router'

const SHELL_MODULES =
  /[\\/]src[\\/](lib[\\/](api-client|api-setup|page-session|navigation-pending|api-error-toasts|toast-store|events|session|auth-token|tenant|content|page-content|route-context|use-hydrated-marker)\.tsx?$|components[\\/]layout[\\/](?!mobile-drawer|cookie-banner)[\w-]+\.tsx?$|components[\\/]ui[\\/](app-link|chevron-icon|close-icon|dropdown-menu|toaster)\.tsx$|app[\\/](root-layout|document-providers)\.tsx$|features[\\/]auth[\\/]modal[\\/](auth-modal-host|auth-request)\.tsx?$)/

/**
 * Two browser entries share one set of hashed chunks: `static` hydrates prerendered marketing and
 * legal pages without the router; `marketplace` runs the router for the client-rendered routes.
 * The SSR build (scripts/build.ts) reuses this config with `build.ssr`.
 */
export default defineConfig({
  plugins: [slimPreloadHelper(), slimReactRouter(), UnoCSS(), react(), marketplaceStylesheet(fileURLToPath(new URL('./src', import.meta.url)))],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      // SWR's shim for React < 18: React 19 has the hook itself (decision 052).
      'use-sync-external-store/shim': fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
    },
  },
  publicDir: false,
  build: {
    outDir: 'dist/.client',
    emptyOutDir: true,
    manifest: true,
    // HAVEN_SOURCEMAP=1: maps for `npm run trace:tasks` (decision 060); never in a deploy.
    sourcemap: process.env.HAVEN_SOURCEMAP === '1',
    // The HTML carries the preloads each page needs (scripts/build-lib/html-document.ts); Vite's
    // run-time preload helper would add ~0.9 KB to every static page for nothing (decision 017).
    modulePreload: false,
    // One stylesheet for every page: dynamic imports then carry no CSS to load, so Vite leaves out
    // its CSS preload helper (~0.9 KB gzip on every static page). Marketplace pages link a copy
    // without the rules only static pages use (marketplaceStylesheet, decision 052).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The shell every page runs (layout, session, toasts, API client) in one chunk: left to the
        // automatic splitting, its small shared modules scatter into chunks of a few hundred bytes
        // whose overhead static pages pay on their 80 KB budget (decision 022).
        codeSplitting: { groups: [{ name: 'shell', test: SHELL_MODULES, priority: 10 }] },
      },
      input: {
        static: fileURLToPath(new URL('./src/app/entry-static.tsx', import.meta.url)),
        marketplace: fileURLToPath(new URL('./src/app/entry-marketplace.tsx', import.meta.url)),
        // What a painted page starts with, the app after its first paint (decision 059).
        painted: fileURLToPath(new URL('./src/app/entry-painted.ts', import.meta.url)),
      },
    },
  },
  ssr: { noExternal: ['@headlessui/react'] },
})
