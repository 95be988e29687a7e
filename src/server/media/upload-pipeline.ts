import type { MediaStore } from './media-store'

/** What the console's upload needs: the image pipeline and the store it writes to (decision 048). */
export interface UploadPipeline {
  store: MediaStore
  /** processImage bound to the store: validates by content, strips metadata, writes the variants. */
  process(bytes: Buffer, name: string): Promise<{ url: string; hash: string }>
}

let current: UploadPipeline | null = null

/**
 * Set where sharp is: `npm start` (scripts/serve.ts), the tests and, on a deploy, the console-upload
 * function, the one function that carries it (decision 057). The API function never does, so there
 * it stays null and the single-request photo route answers 503.
 */
export function useUploadPipeline(pipeline: UploadPipeline | null) {
  current = pipeline
}

export const uploadPipeline = () => current

let deployStore: (() => MediaStore | null) | null = null

/**
 * Where a deleted photo's files are removed when no pipeline is registered here: the API function
 * on a deploy registers Netlify Blobs (decision 057), which it can reach without sharp.
 */
export function useMediaStore(store: (() => MediaStore | null) | null) {
  deployStore = store
}

/** The store photos live in for this process: the pipeline's, else the deploy's, else none. */
export const mediaStoreInUse = (): MediaStore | null => current?.store ?? deployStore?.() ?? null
