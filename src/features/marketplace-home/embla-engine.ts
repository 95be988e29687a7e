// embla (≈ 6.5 KB brotli) as a chunk of its own for the marketplace home's carousels (decision 052).
export { default } from 'embla-carousel'
