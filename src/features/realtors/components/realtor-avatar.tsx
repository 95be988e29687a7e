import { Photo } from '~/components/ui/photo'
import type { RealtorDto } from '~/shared/types/realtor'

/** The realtor's photo, or their initials on the brand colour. */
export function RealtorAvatar({ realtor, size }: { realtor: Pick<RealtorDto, 'first_name' | 'last_name' | 'image_url'>; size: number }) {
  const style = { width: size, height: size }
  if (realtor.image_url)
    return <Photo src={realtor.image_url} sizes={`${size}px`} alt="" width={size} height={size} style={style} className="shrink-0 rounded-full bg-gray-100 object-cover" />
  return (
    <span aria-hidden="true" style={style} className="flex shrink-0 items-center justify-center rounded-full bg-brand-dark font-bold text-white">
      {realtor.first_name.charAt(0)}
      {realtor.last_name.charAt(0)}
    </span>
  )
}
