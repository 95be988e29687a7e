import { describe, expect, it } from 'vitest'
import { allRoutes } from '~/config/paths'
import { staticPageModule } from './static-pages'

describe('static page modules', () => {
  it('has the page of every prerendered route, and no marketplace page', () => {
    for (const r of allRoutes) expect([r.id, Boolean(staticPageModule(r.page))]).toEqual([r.id, r.render === 'static'])
  })
})
