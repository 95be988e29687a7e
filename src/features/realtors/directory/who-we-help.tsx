const GROUPS = [
  { title: 'Nigerians abroad', text: 'Buy at home without flying in for every step: a realtor inspects for you, by video if you like, and your money waits in escrow until the terms are met.' },
  { title: 'First-time buyers', text: 'Learn what a good title looks like, what a fair price is in the area, and which questions to ask before you commit.' },
  { title: 'Investors', text: 'Find stock that is ready to let or resell, compare prices across neighbourhoods, and close through one accountable process.' },
  { title: 'Families moving up', text: 'Get a shortlist that fits your budget, your commute and your children’s schools, and inspections arranged around your week.' },
]

/** 'Who we help' (000 §2 /find-trusted-realtors). */
export function WhoWeHelp() {
  return (
    <section aria-labelledby="who-we-help" className="bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="who-we-help" className="text-2xl font-bold">
          Who we help
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {GROUPS.map((g) => (
            <li key={g.title} className="rounded-xl border border-gray-200 bg-white p-5">
              <h3 className="font-semibold text-gray-900">{g.title}</h3>
              <p className="mt-2 text-sm text-gray-700">{g.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
