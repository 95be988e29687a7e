// Imported first by scripts/build.ts: React picks its development or production build when first
// loaded, and the prerender must use the same (production) build as the SSR bundle.
process.env.NODE_ENV = 'production'
