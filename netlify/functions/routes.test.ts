import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { paintedRoutes, signedInPaintedRoutes } from '~/config/paths'
import { SITE_FORMS } from '~/server/forms/forms-app'
import { PHOTO_URL_PREFIX } from '~/server/media/media-store'
import { config as alertsConfig } from './alerts'
import { config as unsubscribeConfig } from './alerts-unsubscribe'
import { config as apiConfig } from './api'
import { config as uploadConfig } from './console-upload'
import { config as formsConfig } from './forms'
import { config as pageConfig } from './marketplace-page'
import { config as photoConfig } from './photo'

// Netlify reads config.path from the source without running it: an imported constant there gives
// the function no route (issue 21). So each entry writes its paths out, and this keeps them true.
// tests/netlify/netlify-build.test.ts checks the routes Netlify's own build gives them.
describe('the functions’ literal routes', () => {
  it.each(['alerts-unsubscribe', 'api', 'console-upload', 'forms', 'marketplace-page', 'photo'])('%s writes config.path as a literal', (name) => {
    const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8')
    expect(source).toMatch(/export const config: Config = \{\s*path: (\[\s*)?'\//)
  })

  it('the page function serves exactly the painted routes of src/config/paths.ts, the signed-in ones after', () => {
    expect(pageConfig.path).toEqual([...paintedRoutes, ...signedInPaintedRoutes].map((r) => r.path))
  })

  it('the forms function serves each same-origin form, the API function the rest of /api/v1', () => {
    expect(formsConfig.path).toEqual(SITE_FORMS.map((f) => `/api/${f}`))
    expect(apiConfig.path).toBe('/api/v1/*')
  })

  it('the console’s uploads go to the upload function (sharp), which the API function leaves to it (decision 057)', () => {
    expect(uploadConfig.path).toEqual(['/api/v1/console/uploads', '/api/v1/console/uploads/*'])
    expect(apiConfig.excludedPath).toEqual(uploadConfig.path)
  })

  it('the photo function serves the pipeline’s photos, after the static demo photos of the deploy', () => {
    expect([photoConfig.path, photoConfig.preferStatic]).toEqual([`${PHOTO_URL_PREFIX}*`, true])
  })

  it('the alert run is scheduled every 15 minutes with a literal, its unsubscribe link has its own path', () => {
    const source = readFileSync(new URL('./alerts.ts', import.meta.url), 'utf8')
    expect(source).toMatch(/export const config: Config = \{ schedule: '\*\/15 \* \* \* \*' \}/)
    expect([alertsConfig, unsubscribeConfig]).toEqual([{ schedule: '*/15 * * * *' }, { path: '/api/alerts/unsubscribe' }])
  })
})
