import { describe, expect, it } from 'vitest'
import { AREAS as LOCATION_AREAS } from '~/server/catalogue/locations/nigeria-locations'
import { loadTenants } from '~/server/tenants/load-tenants'
import { AREAS } from '~/components/marketing/area-shortcuts'

/** Issue 23 item 7: 'Find a Property by Location' names the areas the tenant serves, each a real area. */
describe('area shortcuts per tenant', () => {
  const tenants = loadTenants('tenants')
  const areaName = new Map(LOCATION_AREAS.map(([id, , name]) => [id, name]))

  it('points every shortcut of every tenant at an area of that name', () => {
    for (const t of tenants)
      for (const a of t.area_shortcuts ?? AREAS) expect(areaName.get(a.id), `${t.slug}: ${a.name}`).toBe(a.name)
  })

  it('gives Capital Keys, which promises Abuja homes, Abuja areas first', () => {
    const ck = tenants.find((t) => t.slug === 'capital-keys')!
    expect(ck.area_shortcuts!.slice(0, 3).map((a) => a.name)).toEqual(['Maitama', 'Asokoro', 'Wuse 2'])
  })
})
