import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import { hasControlChars, INPUT_CAPS } from '~/shared/schemas/text-rules'
import { HttpError } from './envelope'
import { readJsonBody } from './read-json-body'

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The one route whose body is a file, read by the route under its own cap and type check (decision 049). */
const FILE_UPLOAD = /^\/api\/v1\/console\/listings\/\d{1,12}\/documents$/
/** A part of a console upload (decision 057): raw bytes, read by its route within the part's length. */
const UPLOAD_PART = /^\/api\/v1\/console\/uploads\/[^/]+\/parts\/[^/]+$/

/**
 * The one gate every /api/v1 request passes before any route (docs/decisions/016-input-gate.md):
 * path segments and query values without control characters and within their caps, and a JSON
 * body — when there is one — of the right type, size and shape, parsed once for the route.
 * Field-level rules (types, caps, messages) are the shared valibot schemas the routes apply.
 */
export const inputGate = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  checkPath(url.pathname)
  checkQuery(url)
  // The bodies that are files (a check's document, decision 049; a listing's photo, decision 048) are read by their routes under their own caps.
  const isUpload = (c.req.method === 'POST' && FILE_UPLOAD.test(url.pathname)) || isPhotoUpload(c.req.method, url.pathname) || (c.req.method === 'PUT' && UPLOAD_PART.test(url.pathname))
  if (BODY_METHODS.has(c.req.method) && !isUpload) c.set('jsonBody', await readJsonBody(c.req.raw))
  await next()
})

/** POST /api/v1/console/listings/:id/photos: one image per request, read by its route (read-photo-body.ts). */
export const isPhotoUpload = (method: string, pathname: string) => method === 'POST' && /^\/api\/v1\/console\/listings\/\d{1,12}\/photos$/.test(pathname)

function checkPath(pathname: string) {
  for (const raw of pathname.split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      throw new HttpError(400, 'The path is not valid URL encoding')
    }
    if (hasControlChars(segment))
      throw new HttpError(400, 'The path must not contain control characters')
    if (segment.length > INPUT_CAPS.line)
      throw new HttpError(400, `A path segment must be at most ${INPUT_CAPS.line} characters`)
  }
}

function checkQuery(url: URL) {
  if (url.search.length > INPUT_CAPS.queryString)
    throw new HttpError(
      400,
      `The query string must be at most ${INPUT_CAPS.queryString} characters`,
    )
  let params: URLSearchParams
  try {
    params = url.searchParams
  } catch {
    throw new HttpError(400, 'The query string is not valid URL encoding')
  }
  for (const [key, value] of params) {
    const name = key.slice(0, 40)
    if (hasControlChars(key) || hasControlChars(value))
      throw new HttpError(
        400,
        `${hasControlChars(key) ? 'A parameter name' : name} must not contain control characters`,
      )
    if (value.length > INPUT_CAPS.queryValue)
      throw new HttpError(400, `${name} must be at most ${INPUT_CAPS.queryValue} characters`)
  }
}
