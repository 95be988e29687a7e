// The keys moved to src/shared/marketplace-keys.ts (the page function in src/server reads them too).
export * from '~/shared/marketplace-keys'
