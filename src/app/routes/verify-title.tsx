/** verify-title: being built (issue 10). */
export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">verify-title</h1>
    </div>
  )
}
