export function Component() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-2xl font-bold">Here are your properties</h1>
    </section>
  )
}
