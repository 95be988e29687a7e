import type { PageModule } from './pages'

/**
 * The page modules of prerendered routes (render: 'static' in src/config/paths.ts), by file name
 * — what a static page hydrates with. Kept apart from the route table so static pages carry
 * neither the marketplace's routes nor their loaders (the 80 KB budget, decision 026);
 * static-pages.test.ts checks every static route's page is here.
 */
const modules = import.meta.glob<PageModule>([
  './routes/home.tsx',
  './routes/legal-tabs.tsx',
  './routes/legal-document.tsx',
  './routes/not-found.tsx',
  './routes/about-us.tsx',
  './routes/diasporans.tsx',
  './routes/direct2seller.tsx',
  './routes/referral-program.tsx',
  './routes/media.tsx',
  './routes/home-inspection.tsx',
  './routes/verify-title.tsx',
  './routes/pricing.tsx',
  './routes/join-realtor-network.tsx',
  './routes/sellers-mandate.tsx',
])

export const staticPageModule = (page: string): (() => Promise<PageModule>) | undefined => modules[`./routes/${page}.tsx`]
