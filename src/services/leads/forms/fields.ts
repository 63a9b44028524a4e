/** Value schemas the form kinds share: the same field is checked the same way in every form. */
import { z } from 'zod'
import { isEmail, isPhone } from '@/lib/forms/lead-fields'

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

export const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be a text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('')

/** Spec 03 §5: optional plus, then 6 to 20 digits or spaces. */
export const phone = requiredText('Phone', 40).refine(
  isPhone,
  'Phone must be 6 to 20 digits or spaces, optionally starting with +',
)

export const email = requiredText('E-mail', 254).refine(isEmail, 'Enter a valid e-mail address')

/** A whole number of at least 0 (the browser sends a number, not the text typed). */
export const mileage = z
  .number({ error: 'Mileage must be a number' })
  .int('Mileage must be a whole number')
  .min(0, 'Mileage must be at least 0')
  .max(10_000_000, 'Mileage must be at most 10000000')

export const registrationNumber = requiredText('Registration number', 20).transform((value) =>
  value.toUpperCase(),
)

export const sourceUrl = z
  .url({ protocol: /^https?$/, error: 'The source URL must be an http(s) address' })
  .max(2000, 'The source URL must be at most 2000 characters')
