import { HttpError } from '~/server/http/envelope'

/**
 * Photos decoded at once in this instance. One: libvips already spreads a single image over every
 * core, and four 40-megapixel PNGs decoded side by side took the server from 727 MB to 1.16 GB
 * (issue 33, finding 9).
 */
export const DECODES_RUNNING = 1
/** Photos that may wait for their turn (each holds its upload, at most 25 MB); the next is refused. */
export const DECODES_WAITING = 4
/** What a refused upload is told to wait, in seconds: about the queue's length in photos. */
export const DECODE_RETRY_AFTER = 30

export interface DecodeQueue {
  /** `job` once a place is free, in order of arrival; 503 with Retry-After naming the file when the queue is full. */
  run<T>(name: string, job: () => Promise<T>): Promise<T>
}

/** A small concurrency limit with a bounded queue: work beyond both is refused at once, never piled up. */
export function decodeQueue(running = DECODES_RUNNING, waiting = DECODES_WAITING): DecodeQueue {
  let active = 0
  const queue: (() => void)[] = []
  return {
    async run(name, job) {
      if (active < running) active++
      else if (queue.length < waiting) await new Promise<void>((turn) => queue.push(turn))
      else
        throw new HttpError(
          503,
          `${name}: other photos are being processed right now; try again in a minute`,
          { field: 'file' },
          { 'retry-after': String(DECODE_RETRY_AFTER) },
        )
      try {
        return await job()
      } finally {
        // The place passes straight to the next in line, or is freed.
        const next = queue.shift()
        if (next) next()
        else active--
      }
    },
  }
}
