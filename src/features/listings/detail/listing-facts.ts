import { formatMoney } from '~/shared/format/currency'
import { formatNumber } from '~/shared/format/number'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import { monthYear } from '~/shared/format/short-day'
import type { ListingDto } from '~/shared/types/listing'

export interface Fact {
  label: string
  value: string
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No')
const sqm = (n: number | null) => (n ? `${formatNumber(n)} sqm` : null)

/** Basic details (000 §2): property id, category, price, beds, baths, size; Land has no rooms. */
export function basicFacts(l: ListingDto, tenant: { property_id_prefix?: string } = {}): Fact[] {
  const land = l.property_type === 'Land'
  const rows: (Fact | null)[] = [
    { label: 'Property ID', value: tenantPropertyId(l.property_id, tenant) },
    { label: 'Category', value: l.category },
    { label: 'Price', value: formatMoney(l.asking_price, l.currency) },
    land ? null : l.bedrooms != null ? { label: 'Bedrooms', value: String(l.bedrooms) } : null,
    land ? null : l.bathrooms != null ? { label: 'Bathrooms', value: String(l.bathrooms) } : null,
    land ? (sqm(l.land_size) ? { label: 'Land size', value: sqm(l.land_size)! } : null) : sqm(l.unit_size) ? { label: 'Size', value: sqm(l.unit_size)! } : null,
  ]
  return rows.filter((r): r is Fact => r !== null)
}

/** The facts table under the description. */
export function factsTable(l: ListingDto): Fact[] {
  const rows: (Fact | null)[] = [
    { label: 'Type', value: [l.property_type, l.property_sub_type].filter(Boolean).join(' · ') },
    { label: 'Status', value: l.property_status },
    l.title_type ? { label: 'Title', value: l.title_type } : null,
    l.building_permit_no ? { label: 'Building permit', value: l.building_permit_no } : null,
    l.property_type === 'Land' ? null : { label: 'Serviced', value: yesNo(l.is_serviced) },
    l.property_type === 'Land' ? null : { label: 'Furnished', value: yesNo(l.is_furnished) },
    l.property_type === 'Land' ? null : { label: 'Newly built', value: yesNo(l.is_newly_built) },
    l.floors ? { label: 'Floors', value: String(l.floors) } : null,
    l.available_units > 1 ? { label: 'Available units', value: String(l.available_units) } : null,
    l.completion_date ? { label: 'Completion date', value: monthYear(l.completion_date) } : null,
    l.land_size && l.property_type !== 'Land' ? { label: 'Land size', value: sqm(l.land_size)! } : null,
  ]
  return rows.filter((r): r is Fact => r !== null)
}
