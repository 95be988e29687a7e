import { Field } from './form-parts'

/** First and last name side by side (contact us, feedback). */
export const NameFields = () => (
  <div className="grid gap-4 sm:grid-cols-2">
    <Field name="first_name" label="First name" autoComplete="given-name" />
    <Field name="last_name" label="Last name" autoComplete="family-name" />
  </div>
)
