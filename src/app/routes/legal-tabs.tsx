export function Component() {
  return <section className="mx-auto max-w-3xl px-4 py-12">Legal</section>
}
