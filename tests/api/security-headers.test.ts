import { describe, expect, it } from 'vitest'
import { SECURITY_HEADERS } from '~/config/http-headers'
import api from '../../netlify/functions/api'
import forms from '../../netlify/functions/forms'
import { pageGetter } from '~/testing/page-shell'
import { TENANT, useTestDb } from './api-test-db'

useTestDb()
const { pages, get } = pageGetter()

/** The headers Netlify's [[headers]] give static files: its functions must set them themselves. */
const missing = (res: Response) => Object.keys(SECURITY_HEADERS).filter((name) => res.headers.get(name) !== SECURITY_HEADERS[name])

const apiCall = (path: string, init: RequestInit = {}) => api(new Request(`http://localhost/api/v1${path}`, { ...init, headers: { 'x-tenant-id': TENANT, ...init.headers } }))
const formCall = (path: string, init: RequestInit = {}) => forms(new Request(`http://localhost/api${path}`, { ...init, headers: { host: 'localhost', ...init.headers } }))

describe('every function answer carries the static files’ security headers', () => {
  it.each([
    ['api: a search', () => apiCall('/indexing/listings-search?limit=1'), 200],
    ['api: a bad query', () => apiCall('/indexing/listings-search?verified=yes'), 400],
    ['api: no such route', () => apiCall('/nowhere'), 404],
    ['api: no tenant', () => api(new Request('http://localhost/api/v1/indexing/listings-search')), 400],
    ['api: signed-in call without a token', () => apiCall('/favourite'), 401],
    ['forms: a form sent with GET', () => formCall('/contact-us'), 405],
    ['forms: a bad body', () => formCall('/contact-us', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }), 400],
    ['page: the marketplace', () => get('/marketplace'), 200],
    ['page: an unknown listing', () => get('/listings/no-such-listing'), 404],
    ['page: a POST', () => pages(new Request('http://localhost:8888/marketplace', { method: 'POST', headers: { host: 'localhost:8888' } })), 405],
    ['page: an unknown site', () => get('/marketplace', 'nowhere.example'), 404],
  ])('%s', async (_name, answer, status) => {
    const res = await answer()
    expect(res.status).toBe(status)
    expect(missing(res)).toEqual([])
  })
})
