import { defineConfig, presetWind3 } from 'unocss'

/**
 * The tenant's colour arrives at run time as CSS variables (see src/shared/tenant/theme.ts),
 * so one stylesheet serves every brand.
 */
export default defineConfig({
  presets: [presetWind3({ preflight: 'on-demand' })],
  theme: {
    colors: {
      brand: {
        DEFAULT: 'rgb(var(--brand-rgb))',
        dark: 'rgb(var(--brand-dark-rgb))',
        light: 'rgb(var(--brand-light-rgb))',
        ink: 'rgb(var(--brand-ink-rgb))',
      },
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  },
  content: { pipeline: { include: [/\.(tsx?|html)($|\?)/] } },
})
