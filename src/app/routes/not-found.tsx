export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-brand font-semibold">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-gray-600">The page you asked for does not exist or has moved.</p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-brand text-brand-ink px-6 py-3 font-semibold">Back to home</a>
    </section>
  )
}
