/** A realtor as the API answers it (000 §3). */
export interface RealtorDto {
  id: number
  username: string
  first_name: string
  last_name: string
  image_url: string | null
  /** Comma-separated; the directory shows Lagos when empty. */
  city_served: string
  available_unit: number
  email: string
  phone_number: string
  years_of_experience: number
  total_value: number
  /** 'min - max' in NGN over the realtor's unsold listings; '' when none. */
  price_range: string
  description: string
}
