import { expect, test } from './fixtures'

const SEARCH = '/api/v1/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=10&page=1'

test.describe('the API mounted by the local server', () => {
  test.skip(({ isMobile }) => isMobile, 'API calls are viewport-independent')

  test('answers the spec query from the database seeded on first start', async ({ request }) => {
    const res = await request.get(SEARCH, { headers: { 'x-tenant-id': 'haven.ng' } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/json; charset=utf-8')
    const body = await res.json()
    expect(body.success).toBe(true)
    expect(body.data).toHaveLength(10)
    expect(body.metadata).toMatchObject({ page: 1, pages: expect.any(Number), total: expect.any(Number), units: expect.any(Number), average_price: expect.any(Number) })
    const prices = body.data.map((l: { asking_price_ngn: number }) => l.asking_price_ngn)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  test('refuses a request without a tenant, naming the header', async ({ request }) => {
    const res = await request.get(SEARCH)
    expect(res.status()).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, message: 'Missing x-tenant-id header' })
  })
})

test('the listings page shows catalogue data through the API client', async ({ page }) => {
  await page.goto('http://haven.localhost:' + (process.env.E2E_PORT ?? 8899) + '/listings?state=Lagos&property_status=Completed')
  await expect(page.getByRole('heading', { name: 'Here are your properties' })).toBeVisible()
  await expect(page.getByText(/^\d[\d,]* properties$/)).toBeVisible()
  await expect(page.getByRole('article').nth(9)).toBeVisible()
  await expect(page.getByRole('article').first().getByText(/^₦[\d,]+$/)).toBeVisible()
})
