import { describe, expect, it } from 'vitest'
import { csvCell, submissionsCsv } from './submissions-csv'

const row = (id: number, form: string, payload: Record<string, unknown>) => ({ id, created_at: '2024-08-10T14:05:00.000Z', form, email: 'ada@example.com', mail_status: 'sent', payload })

describe('submissions as CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Lekki, Lagos')).toBe('"Lekki, Lagos"')
    expect(csvCell('She said "now"')).toBe('"She said ""now"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(250000000)).toBe('250000000')
    expect(csvCell(true)).toBe('true')
  })

  it('keeps a spreadsheet from running what a submitter typed, but leaves phone numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+1+cmd|calc')).toBe("'+1+cmd|calc")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('+2348031234567')).toBe('+2348031234567')
    expect(csvCell('-5')).toBe('-5')
  })

  it("has the fixed columns, then every payload field in the forms' order, blank where a form has none", () => {
    const lines = submissionsCsv([
      row(1, 'contact-us', { first_name: 'Ada', email: 'ada@example.com', message: 'Hi, there' }),
      row(2, 'feedback', { first_name: 'Obi', property_type: 'Duplex' }),
    ])
    expect(lines).toEqual([
      'id,created_at,form,email,mail_status,first_name,property_type,message',
      '1,2024-08-10T14:05:00.000Z,contact-us,ada@example.com,sent,Ada,,"Hi, there"',
      '2,2024-08-10T14:05:00.000Z,feedback,ada@example.com,sent,Obi,Duplex,',
    ])
    expect(submissionsCsv([])).toEqual(['id,created_at,form,email,mail_status'])
  })
})
