/** Partner developers (001 §2), drawn as simple wordmarks: no third-party artwork is shipped. */
const DEVELOPERS = [
  { name: 'ACE', mark: 'ACE', style: 'font-black tracking-[0.3em]' },
  { name: 'ELALAN', mark: 'ELALAN', style: 'font-semibold tracking-[0.25em]' },
  { name: 'MIXTA', mark: 'MIXTA', style: 'font-extrabold italic tracking-wider' },
  { name: 'ARKLAND', mark: 'ARKLAND', style: 'font-bold tracking-[0.2em]' },
  { name: 'UPDC', mark: 'UPDC', style: 'font-black tracking-widest' },
]

export function DeveloperLogos() {
  return (
    <section aria-labelledby="developers-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="developers-title" className="text-center text-sm font-semibold uppercase tracking-widest text-gray-600">
        Developers who list with us
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {DEVELOPERS.map((d) => (
          <li key={d.name} className={`select-none rounded-lg border border-gray-200 px-5 py-3 text-xl text-gray-700 ${d.style}`} aria-label={d.name}>
            <span aria-hidden="true">{d.mark}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
