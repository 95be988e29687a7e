/**
 * Real streets of each area of the location tree (issue 23, decision 043): a seeded address puts a
 * street in its own district ('Ozumba Mbadiwe Avenue' in Victoria Island, never in Ibeju-Lekki).
 * Keyed by area id (src/server/catalogue/locations/nigeria-locations.ts).
 */
export const STREETS_BY_AREA: Readonly<Record<number, readonly string[]>> = {
  1: ['Awolowo Road', 'Bourdillon Road', 'Kingsway Road', 'Glover Road', 'Alexander Avenue', 'Thompson Avenue'],
  2: ['Adeola Odeku Street', 'Akin Adesola Street', 'Ahmadu Bello Way', 'Ozumba Mbadiwe Avenue', 'Adetokunbo Ademola Street', 'Kofo Abayomi Street'],
  3: ['Banana Island Road', 'Ocean Parade'],
  4: ['Muri Okunola Street', 'Idejo Street', 'Palace Road', 'Yesufu Abiodun Way'],
  21: ['Admiralty Way', 'Fola Osibo Road', 'T.F. Kuboye Road', 'Omorinre Johnson Street', 'Durosimi Etti Drive', 'Freedom Way'],
  22: ['Kusenla Road', 'Elegushi Beach Road', 'Ikate Road'],
  23: ['Chevron Drive', 'Orchid Road', 'Mobil Road'],
  24: ['Abraham Adesanya Road', 'Addo Road', 'Badore Road'],
  25: ['Monastery Road', 'Ogombo Road', 'Sangotedo Road'],
  26: ['Osapa Road', 'Agungi-Ajiran Road'],
  27: ['Eleko Road', 'Lakowe Road', 'Akodo Road'],
  41: ['Isaac John Street', 'Oduduwa Crescent', 'Joel Ogunnaike Street', 'Sobo Arobiodu Street'],
  42: ['Herbert Macaulay Way', 'Commercial Avenue', 'Montgomery Road'],
  43: ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ogunlana Drive'],
  44: ['Diya Street', 'Ifako Road'],
  45: ['CMD Road', 'Emmanuel Keshi Street'],
  61: ['Gana Street', 'Mississippi Street', 'Aguiyi Ironsi Street', 'Usuma Street'],
  62: ['Yakubu Gowon Crescent', 'Jose Marti Crescent', 'Mamman Nasir Street'],
  63: ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Libreville Street'],
  64: ['Guzape Hills Road', 'Wumba Road'],
  71: ['1st Avenue', '3rd Avenue', '6th Avenue'],
  72: ['Diplomatic Drive', 'Katampe Road'],
  73: ['Jahi Road'],
  81: ['Airport Road', 'Lugbe FHA Road'],
  82: ['Lokogoma Road'],
  91: ['Ofada Road', 'Lagos-Ibadan Expressway'],
  92: ['Ibafo Road'],
  93: ['Magboro Road'],
  101: ['Quarry Road'],
}

/** The k-th street of an area (wrapping); an unknown area has none. */
export const streetOf = (areaId: number, k: number): string | undefined => {
  const streets = STREETS_BY_AREA[areaId]
  return streets?.[k % streets.length]
}
