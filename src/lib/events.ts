/** A tiny typed event bus: the API client emits, the UI listens. */
export function createEmitter<T>() {
  const listeners = new Set<(value: T) => void>()
  return {
    emit(value: T) {
      listeners.forEach((l) => l(value))
    },
    subscribe(listener: (value: T) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
