import type { MediaStore } from './media-store'

/** What the console's upload needs: the image pipeline and the store it writes to (decision 048). */
export interface UploadPipeline {
  store: MediaStore
  /** processImage bound to the store: validates by content, strips metadata, writes the variants. */
  process(bytes: Buffer, name: string): Promise<{ url: string; hash: string }>
}

let current: UploadPipeline | null = null

/**
 * Set by the process that has sharp — `npm start` (scripts/serve.ts) and the tests. The functions
 * never import sharp (decision 041), so on a deploy this stays null and an upload answers 503.
 */
export function useUploadPipeline(pipeline: UploadPipeline | null) {
  current = pipeline
}

export const uploadPipeline = () => current
