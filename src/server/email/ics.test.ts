import { describe, expect, it } from 'vitest'
import { calendarInvite, lagosStamp } from './ics'

describe('calendarInvite', () => {
  const invite = calendarInvite({
    uid: 'viewing-7@haven.ng',
    start: new Date('2026-11-30T09:30:00Z'),
    minutes: 60,
    summary: 'Physical inspection: 3-bed, Lekki; "new"',
    description: `Line one\nline two ${'long '.repeat(30)}`,
    location: 'Admiralty Way, Lekki Phase 1',
    organizer: { name: 'Haven', email: 'hello@haven.ng' },
    attendees: [{ name: 'Chidi Eze', email: 'chidi@example.com' }],
    stamp: new Date('2026-11-23T00:00:00Z'),
  })

  it('writes the time as Lagos wall-clock time with its zone', () => {
    expect(lagosStamp(new Date('2026-11-30T23:30:00Z'))).toBe('20261201T003000')
    expect(invite).toContain('DTSTART;TZID=Africa/Lagos:20261130T103000\r\n')
    expect(invite).toContain('DTEND;TZID=Africa/Lagos:20261130T113000\r\n')
    expect(invite).toContain('TZOFFSETTO:+0100')
  })

  it('escapes text, folds long lines at 75 octets and ends lines with CRLF', () => {
    expect(invite).toContain('SUMMARY:Physical inspection: 3-bed\\, Lekki\\; "new"')
    const lines = invite.split('\r\n')
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true)
    expect(invite.replace(/\r\n /g, '')).toContain('DESCRIPTION:Line one\\nline two long')
    expect(invite.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
