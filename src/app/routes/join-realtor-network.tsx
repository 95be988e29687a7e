/** join-realtor-network: being built (issue 10). */
export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">join-realtor-network</h1>
    </div>
  )
}
