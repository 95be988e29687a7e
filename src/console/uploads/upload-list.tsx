import { useRef, useState } from 'react'
import { Button } from '../ui'
import { chunkedUpload, PartFailed, type UploadState, type UploadTarget } from './chunked-upload'

export interface UploadItem {
  key: number
  file: File
  target: UploadTarget
  sent: number
  state: 'sending' | 'failed' | 'refused' | 'done'
  message: string
  upload: UploadState
}

/**
 * Files sent one after another in parts (decision 057), each with its progress; a part that fails
 * after its tries leaves the file 'failed' with a Retry that sends only what the server lacks.
 * `refuse` lists a file the console already knows the server would refuse (too large, not an image).
 */
export function useUploads<T>(onDone: (data: T, file: File) => void) {
  const [items, setItems] = useState<UploadItem[]>([])
  const next = useRef(0)
  const done = useRef(onDone)
  done.current = onDone
  const update = (key: number, patch: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)))

  async function run(item: UploadItem) {
    update(item.key, { state: 'sending', message: '' })
    try {
      const res = await chunkedUpload<T>(item.file, item.target, item.upload, { progress: (sent) => update(item.key, { sent }) })
      update(item.key, { state: 'done', sent: item.file.size, message: `${item.file.name}: ${res.message.toLowerCase()}` })
      done.current(res.data, item.file)
    } catch (err) {
      update(item.key, { state: err instanceof PartFailed ? 'failed' : 'refused', message: err instanceof Error ? err.message : String(err) })
    }
  }

  async function add(files: { file: File; refused?: string }[], target: UploadTarget) {
    const fresh = files.map(({ file, refused }): UploadItem => ({ key: next.current++, file, target, sent: 0, state: refused ? 'refused' : 'sending', message: refused ?? '', upload: { ticket: null, received: [] } }))
    setItems((list) => [...list.filter((i) => i.state === 'sending' || i.state === 'failed'), ...fresh])
    for (const item of fresh) if (item.state === 'sending') await run(item)
  }
  const retry = (item: UploadItem) => void run(item)
  const busy = items.some((i) => i.state === 'sending')
  return { items, add, retry, busy }
}

const percent = (i: UploadItem) => Math.floor((i.sent / Math.max(1, i.file.size)) * 100)

/** Each file: its name, a progress bar, what happened, and Retry when a part did not arrive. */
export function UploadList({ items, retry, label }: { items: UploadItem[]; retry: (i: UploadItem) => void; label: string }) {
  if (!items.length) return null
  return (
    <ul aria-label={label} className="m-0 flex list-none flex-col gap-2 p-0 text-sm">
      {items.map((i) => (
        <li key={i.key} className="flex flex-col gap-1 rounded border border-gray-300 p-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-all">{i.file.name}</span>
            <span className="text-gray-700">{(i.file.size / 1024 / 1024).toFixed(1)} MB</span>
          </div>
          {i.state !== 'refused' && (
            <div className="flex items-center gap-2">
              <progress aria-label={`${i.file.name} sent`} max={100} value={percent(i)} className="h-3 w-full max-w-80" />
              <span className="tabular-nums">{percent(i)} %</span>
            </div>
          )}
          {i.message && (
            <p role={i.state === 'failed' || i.state === 'refused' ? 'alert' : undefined} className={i.state === 'done' ? 'text-green-800' : 'text-red-800'}>
              {i.message}
            </p>
          )}
          {i.state === 'failed' && (
            <div>
              <Button tone="plain" onClick={() => retry(i)}>
                <>
                  Retry<span className="sr-only"> {i.file.name}</span>
                </>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
