import type { SortBy } from '~/shared/schemas/catalogue-enums'

/** Every order ends on id so pages are stable; each has a matching index (0001-catalogue). */
export const ORDER_BY: Record<SortBy, string> = {
  lowest_price: 'l.asking_price_ngn asc, l.id asc',
  highest_price: 'l.asking_price_ngn desc, l.id desc',
  popular: 'l.popularity desc, l.id desc',
  new: 'l.published_at desc, l.id desc',
  price_drop: 'l.price_drop desc, l.id desc',
  image_quality_passed: 'l.image_quality_passed desc, l.published_at desc, l.id desc',
}
