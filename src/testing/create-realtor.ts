import type { RealtorRecord } from '~/shared/schemas/catalogue-records'
import { createRandom, seedFor } from './random'

const FIRST = [
  'Adaeze',
  'Chinedu',
  'Tunde',
  'Folake',
  'Emeka',
  'Ngozi',
  'Bolaji',
  'Kemi',
  'Ifeanyi',
  'Aisha',
  'Yusuf',
  'Temitope',
  'Oluwaseun',
  'Chiamaka',
  'Ibrahim',
  'Funmilayo',
  'Obinna',
  'Zainab',
  'Segun',
  'Amaka',
  'Kunle',
  'Halima',
  'Uche',
  'Bisola',
]
const LAST = [
  'Okafor',
  'Adeyemi',
  'Balogun',
  'Eze',
  'Bello',
  'Okonkwo',
  'Adebayo',
  'Nwosu',
  'Olawale',
  'Danjuma',
  'Ogunleye',
  'Nnamdi',
  'Salami',
  'Afolabi',
  'Umeh',
  'Lawal',
  'Oyelaran',
  'Chukwu',
  'Abubakar',
  'Fashola',
  'Ekwueme',
]
const CITIES = ['Lagos', 'Lagos, Ogun', 'Abuja', 'Lagos, Abuja', 'Ogun', 'Lagos, Abuja, Ogun']
const FOCUS = [
  'luxury homes on the Island',
  'first homes for young families',
  'off-plan developments',
  'land banking and verified plots',
  'diaspora buyers who cannot inspect in person',
  'rentals for relocating professionals',
]

export const REALTOR_AVATAR_COUNT = 12

let counter = 0

/** A valid realtor record; deterministic for a given seq (the seed passes 1, 2, 3…). */
export function createRealtor(
  overrides: Partial<RealtorRecord> = {},
  seq: number = ++counter + 100_000,
): RealtorRecord {
  const rnd = createRandom(seedFor('realtor', seq))
  const first_name = FIRST[(seq - 1) % FIRST.length]!
  const last_name = LAST[(seq * 7) % LAST.length]!
  const username = `${first_name}.${last_name}${seq > FIRST.length ? `.${seq}` : ''}`.toLowerCase()
  const years = rnd.int(1, 18)
  return {
    username,
    first_name,
    last_name,
    image_url: `/media/realtors/avatar-${String(((seq - 1) % REALTOR_AVATAR_COUNT) + 1).padStart(2, '0')}.svg`,
    city_served: rnd.pick(CITIES),
    email: `${username}@realtors.haven.ng`,
    phone_number: `+234 80${rnd.int(1, 9)} ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}`,
    years_of_experience: years,
    description: `${first_name} has helped buyers for ${years} year${years === 1 ? '' : 's'}, with a focus on ${rnd.pick(FOCUS)}. Each of ${first_name}’s listings shows which checks it has passed so far.`,
    ...overrides,
  }
}
