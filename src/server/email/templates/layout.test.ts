import { describe, expect, it } from 'vitest'
import { loadTenants } from '~/server/tenants/load-tenants'
import { brandedMail } from './layout'

const tenant = loadTenants('tenants').find((t) => t.slug === 'lekki-prime')!

describe('branded mail', () => {
  it('comes from the tenant, in its colours, with every value escaped', () => {
    const mail = brandedMail({ ...tenant, display_name: 'Lekki <b>Prime</b>' }, 'ada@example.com', {
      subject: 'Hello',
      highlight: '123456',
      paragraphs: ['Dear <script>alert(1)</script> & co'],
    })
    expect(mail.from).toBe(`Lekki <b>Prime</b> <${tenant.contact.email}>`)
    expect(mail.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; &amp; co')
    expect(mail.html).toContain('Lekki &lt;b&gt;Prime&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toMatch(/background:rgb\(\d+,\d+,\d+\)/)
    expect(mail.text).toContain('Dear <script>alert(1)</script> & co')
    expect(mail.text).toContain('123456')
  })
})
