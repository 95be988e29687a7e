import { lagosClock } from '~/shared/format/lagos-time'

/**
 * A minimal iCalendar (RFC 5545) invitation for one viewing, in Africa/Lagos time. Lagos keeps
 * West Africa Time (UTC+1) all year, so its VTIMEZONE has one STANDARD rule.
 */
export interface CalendarEvent {
  uid: string
  start: Date
  minutes: number
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendees: { name: string; email: string }[]
  /** When the invitation was made (DTSTAMP). */
  stamp?: Date
}

/** 20261130T103000: the wall-clock time in Lagos. */
export function lagosStamp(d: Date): string {
  return lagosClock(d).toISOString().replace(/[-:]/g, '').slice(0, 15)
}

const utcStamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets are folded: CRLF and one space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  while (start < bytes.length) {
    let end = Math.min(start + (parts.length ? 74 : 75), bytes.length)
    // Never cut inside a UTF-8 sequence.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
  }
  return parts.join('\r\n ')
}

const cn = (name: string) => `"${name.replace(/"/g, "'")}"`

export function calendarInvite(e: CalendarEvent): string {
  const end = new Date(e.start.getTime() + e.minutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Haven//Viewings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VTIMEZONE',
    'TZID:Africa/Lagos',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0100',
    'TZNAME:WAT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp ?? new Date())}`,
    `DTSTART;TZID=Africa/Lagos:${lagosStamp(e.start)}`,
    `DTEND;TZID=Africa/Lagos:${lagosStamp(end)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    `ORGANIZER;CN=${cn(e.organizer.name)}:mailto:${e.organizer.email}`,
    ...e.attendees.map((a) => `ATTENDEE;CN=${cn(a.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${a.email}`),
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
