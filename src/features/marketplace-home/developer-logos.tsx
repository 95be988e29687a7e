/**
 * Partner developers (001 §2) as wordmarks drawn here: an emblem of simple shapes and the name
 * set in the page's own type. No developer's artwork or trademark is copied; each mark is ours,
 * one colour (currentColor), so the strip reads as a row of logos in any tenant.
 */
const DEVELOPERS: { name: string; emblem: string; weight: number; spacing: number }[] = [
  { name: 'ACE', weight: 900, spacing: 6, emblem: 'M4 36 20 6l16 30H27l-7-14-7 14z' },
  { name: 'ELALAN', weight: 600, spacing: 4, emblem: 'M4 36V20a16 16 0 0 1 32 0v16h-8V20a8 8 0 0 0-16 0v16z' },
  // Two squares, their overlap cut out (even-odd fill).
  { name: 'MIXTA', weight: 800, spacing: 2, emblem: 'M4 4h20v20H4zM16 16h20v20H16z' },
  { name: 'ARKLAND', weight: 700, spacing: 3, emblem: 'M2 22 20 6l18 16-5 5-13-11L7 27zm8 8h20v6H10z' },
  { name: 'UPDC', weight: 900, spacing: 3, emblem: 'M4 26h8v10H4zM16 16h8v20h-8zM28 6h8v30h-8z' },
]

/** One mark: a 40×40 emblem and the name beside it, fitted to its box whatever the font (textLength). */
function Wordmark({ name, emblem, weight, spacing }: (typeof DEVELOPERS)[number]) {
  const textLength = name.length * (16 + spacing)
  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${52 + textLength} 40`} className="h-9 w-auto md:h-10" fill="currentColor">
      <path d={emblem} fillRule="evenodd" />
      <text x="48" y="29" fontSize="22" fontWeight={weight} textLength={textLength} lengthAdjust="spacingAndGlyphs" fontFamily="inherit">
        {name}
      </text>
    </svg>
  )
}

export function DeveloperLogos() {
  return (
    <section aria-labelledby="developers-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="developers-title" className="text-center text-sm font-semibold uppercase tracking-widest text-gray-600">
        Developers who list with us
      </h2>
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-6 text-gray-600">
        {DEVELOPERS.map((d) => (
          <li key={d.name} className="transition-colors hover:text-gray-900">
            <Wordmark {...d} />
          </li>
        ))}
      </ul>
    </section>
  )
}
