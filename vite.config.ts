import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { fileURLToPath } from 'node:url'

/**
 * Two browser entries share one set of hashed chunks: `static` hydrates prerendered marketing and
 * legal pages without the router; `marketplace` runs the router for the client-rendered routes.
 * The SSR build (scripts/build.ts) reuses this config with `build.ssr`.
 */
export default defineConfig({
  plugins: [UnoCSS(), react()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  build: {
    outDir: 'dist/.client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // The HTML carries the preloads each page needs (scripts/build-lib/html-document.ts); Vite's
    // run-time preload helper would add ~0.9 KB to every static page for nothing (decision 017).
    modulePreload: false,
    rollupOptions: {
      input: {
        static: fileURLToPath(new URL('./src/app/entry-static.tsx', import.meta.url)),
        marketplace: fileURLToPath(new URL('./src/app/entry-marketplace.tsx', import.meta.url)),
      },
    },
  },
  ssr: { noExternal: ['@headlessui/react'] },
})
