import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [UnoCSS(), react()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist/.client', emptyOutDir: true, manifest: true, sourcemap: false },
  ssr: { noExternal: ['@headlessui/react'] },
})
