import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { fileURLToPath } from 'node:url'

/**
 * The operator console (decision 045): its own build, its own chunks and stylesheet under
 * /console/assets/, so nothing of it can reach a buyer's page. scripts/build-lib/console-bundle.ts
 * copies it into every tenant's bundle at /console/.
 */
export default defineConfig({
  plugins: [UnoCSS(), react()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  base: '/console/',
  build: {
    outDir: 'dist/.console',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
    rollupOptions: { input: { console: fileURLToPath(new URL('./console.html', import.meta.url)) } },
  },
})
