/**
 * The location hierarchy with stable ids (000 §2 shortcuts: Ikoyi area 1, Victoria Island 2,
 * Lekki Phase 1 21, Ikate Lekki 22). Ids are part of the URL contract: never renumber.
 * Rows: [id, parent id, name].
 */
export const STATES: readonly [number, string][] = [
  [1, 'Lagos'],
  [2, 'Abuja'],
  [3, 'Ogun'],
]

export const AXES: readonly [number, number, string][] = [
  [1, 1, 'Island'],
  [2, 1, 'Lekki-Epe Expressway'],
  [3, 1, 'Mainland'],
  [4, 2, 'Central Abuja'],
  [5, 2, 'Abuja North'],
  [6, 2, 'Airport Road'],
  [7, 3, 'Lagos-Ibadan Expressway'],
  [8, 3, 'Abeokuta'],
]

export const AREAS: readonly [number, number, string][] = [
  [1, 1, 'Ikoyi'],
  [2, 1, 'Victoria Island'],
  [3, 1, 'Banana Island'],
  [4, 1, 'Oniru'],
  [21, 2, 'Lekki Phase 1'],
  [22, 2, 'Ikate Lekki'],
  [23, 2, 'Chevron'],
  [24, 2, 'Ajah'],
  [25, 2, 'Sangotedo'],
  [26, 2, 'Osapa London'],
  [27, 2, 'Ibeju-Lekki'],
  [41, 3, 'Ikeja GRA'],
  [42, 3, 'Yaba'],
  [43, 3, 'Surulere'],
  [44, 3, 'Gbagada'],
  [45, 3, 'Magodo'],
  [61, 4, 'Maitama'],
  [62, 4, 'Asokoro'],
  [63, 4, 'Wuse 2'],
  [64, 4, 'Guzape'],
  [71, 5, 'Gwarinpa'],
  [72, 5, 'Katampe'],
  [73, 5, 'Jahi'],
  [81, 6, 'Lugbe'],
  [82, 6, 'Lokogoma'],
  [91, 7, 'Mowe'],
  [92, 7, 'Ibafo'],
  [93, 7, 'Magboro'],
  [101, 8, 'Abeokuta GRA'],
]

export const NEIGHBOURHOODS: readonly [number, number, string][] = [
  [101, 1, 'Old Ikoyi'],
  [102, 1, 'Parkview Estate'],
  [103, 1, 'Dolphin Estate'],
  [201, 2, 'Eko Atlantic'],
  [202, 2, 'Adeola Odeku'],
  [203, 2, 'Ahmadu Bello Way'],
  [301, 3, 'Banana Island Estate'],
  [401, 4, 'Oniru Estate'],
  [2101, 21, 'Admiralty Way'],
  [2102, 21, 'Fola Osibo'],
  [2103, 21, 'Lekki Right Side'],
  [2201, 22, 'Ikate Elegushi'],
  [2202, 22, 'Lekki Horizon'],
  [2301, 23, 'Chevron Drive'],
  [2302, 23, 'Orchid Road'],
  [2401, 24, 'Abraham Adesanya'],
  [2402, 24, 'Badore'],
  [2501, 25, 'Sangotedo Village'],
  [2502, 25, 'Novare Mall Axis'],
  [2601, 26, 'Osapa London Estate'],
  [2701, 27, 'Eleko'],
  [2702, 27, 'Lakowe'],
  [4101, 41, 'Isaac John'],
  [4102, 41, 'Oduduwa Crescent'],
  [4201, 42, 'Alagomeji'],
  [4202, 42, 'Sabo Yaba'],
  [4301, 43, 'Adeniran Ogunsanya'],
  [4401, 44, 'Gbagada Phase 2'],
  [4501, 45, 'Magodo Phase 2'],
  [6101, 61, 'Maitama District'],
  [6201, 62, 'Asokoro Extension'],
  [6301, 63, 'Aminu Kano Crescent'],
  [6401, 64, 'Guzape Hills'],
  [7101, 71, 'Gwarinpa Estate'],
  [7201, 72, 'Katampe Extension'],
  [7301, 73, 'Jahi District'],
  [8101, 81, 'Lugbe FHA'],
  [8201, 82, 'Lokogoma District'],
  [9101, 91, 'Mowe Town'],
  [9201, 92, 'Ibafo Estate'],
  [9301, 93, 'Magboro Estate'],
  [10101, 101, 'Ibara GRA'],
]

export interface LocationPath {
  state: string
  axis_id: number
  axis_label: string
  area_id: number
  area_label: string
  neighbourhood_id: number
  neighbourhood_label: string
}

/** Walks a neighbourhood up to its state; undefined for an unknown id. */
export function locationPath(neighbourhoodId: number): LocationPath | undefined {
  const n = NEIGHBOURHOODS.find(([id]) => id === neighbourhoodId)
  const area = n && AREAS.find(([id]) => id === n[1])
  const axis = area && AXES.find(([id]) => id === area[1])
  const state = axis && STATES.find(([id]) => id === axis[1])
  if (!n || !area || !axis || !state) return undefined
  return {
    state: state[1],
    axis_id: axis[0],
    axis_label: axis[2],
    area_id: area[0],
    area_label: area[2],
    neighbourhood_id: n[0],
    neighbourhood_label: n[2],
  }
}
