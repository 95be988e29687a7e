import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

/** The index of an embla carousel's selected slide, kept in React state. */
export function useSelectedSlide(embla: UseEmblaCarouselType[1], start = 0): number {
  const [selected, setSelected] = useState(start)
  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => void embla.off('select', onSelect)
  }, [embla])
  return selected
}
