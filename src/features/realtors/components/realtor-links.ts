import { href, paths } from '~/config/paths'
import type { RealtorDto } from '~/shared/types/realtor'

export const realtorName = (r: Pick<RealtorDto, 'first_name' | 'last_name'>) => `${r.first_name} ${r.last_name}`

/** /find-trusted-realtors/{id}/{username} (000 §2). */
export const realtorHref = (r: Pick<RealtorDto, 'id' | 'username'>) => href(paths.realtorProfile.path, { id: r.id, username: r.username })

/** The cities a realtor serves; the directory shows Lagos when none are given (000 §3). */
export const citiesServed = (r: Pick<RealtorDto, 'city_served'>) => {
  const cities = r.city_served.split(',').map((c) => c.trim()).filter(Boolean)
  return cities.length > 0 ? cities : ['Lagos']
}

/** wa.me with a prefilled message (000 §7). */
export function whatsappHref(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** 'min - max' (NGN, 000 §3) as '₦40,000,000 – ₦250,000,000'; '' when the realtor has no stock. */
export function priceRangeText(range: string, format: (n: number) => string): string {
  const [min, max] = range.split(' - ').map(Number)
  if (!Number.isFinite(min) || !Number.isFinite(max)) return ''
  return min === max ? format(min!) : `${format(min!)} – ${format(max!)}`
}
