/** The User of 000 §3: what the access token carries and the UI decodes from it. */
export interface AccountUser {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  can_login: boolean
  created_at: string
}
