/** A location suggestion (000 §3 Location option) as GET /indexing/location-search answers it. */
export interface LocationOption {
  address: string
  neighborhood_id: number | null
  area_id: number | null
  axis_id: number | null
  state: string
  /** state, axis, area, neighbourhood or street: lets the UI choose an icon. */
  type: string
  listings: number
}
