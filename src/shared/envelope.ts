/** The response envelope every backend call answers with (000 §7). */
export interface Envelope<T = unknown, M = Metadata> {
  success: boolean
  message: string
  data: T
  status: string
  metadata?: M
}

export interface Metadata {
  total?: number
  page?: number
  pages?: number
  [key: string]: unknown
}

/** The error every failed call becomes (000 §8, first row). */
export interface ApiErrorShape {
  message: string
  data: unknown
  status: string
  success: false
  statusCode: number
}

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong'
