/** The viewing request's enumerations (000 §3) and their labels: plain data, for cards and forms alike. */
/** Who the viewing is for (000 §3 enumerations). */
export const VIEWING_TYPES = ['MYSELF', 'TRUSTED_PERSON'] as const
export type ViewingType = (typeof VIEWING_TYPES)[number]
export const VIEWING_TYPE_LABELS: Record<ViewingType, string> = { MYSELF: 'Myself', TRUSTED_PERSON: 'Trusted person' }

export const INSPECTION_TYPES = ['PHYSICAL_INSPECTION', 'VIDEO_TOUR'] as const
export type InspectionType = (typeof INSPECTION_TYPES)[number]
export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = {
  PHYSICAL_INSPECTION: 'Physical inspection',
  VIDEO_TOUR: 'Video tour',
}
