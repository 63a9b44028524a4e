/** The sell-car form's values and the browser's check of them (spec 03 §3, §5). Pure. */
import { isEmail, isPhone, parseMileage, sellCarOptions, type SellCarOption } from '@/lib/forms/lead-fields'

export type SellCarField =
  'selected' | 'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'other'

/** Document order: the first invalid field gets the focus. */
export const sellCarFields: readonly SellCarField[] = [
  'selected',
  'regno',
  'milage',
  'customerName',
  'customerPhone',
  'customerEmail',
  'other',
]

export type SellCarInput = Record<SellCarField, string>
export const emptySellCar: SellCarInput = {
  selected: '',
  regno: '',
  milage: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  other: '',
}

/** The fields that fail their rule, each with the dictionary key of its message. */
export function invalidSellCarFields(input: SellCarInput): Partial<Record<SellCarField, string>> {
  const invalid: Partial<Record<SellCarField, string>> = {}
  if (!(sellCarOptions as readonly string[]).includes(input.selected))
    invalid.selected = 'sellCarFormOptionInvalid'
  if (!input.regno.trim()) invalid.regno = 'sellCarFormRegnoInvalid'
  if (parseMileage(input.milage) === null) invalid.milage = 'sellCarFormMileageInvalid'
  if (!input.customerName.trim()) invalid.customerName = 'sellCarFormNameInvalid'
  if (!isPhone(input.customerPhone)) invalid.customerPhone = 'sellCarFormPhoneInvalid'
  if (!isEmail(input.customerEmail)) invalid.customerEmail = 'sellCarFormEmailInvalid'
  return invalid
}

/** The values the leads service's sell-car kind takes. */
export function sellCarValues(input: SellCarInput, sourceUrl: string) {
  return {
    selected: input.selected as SellCarOption,
    regno: input.regno.trim().toUpperCase(),
    milage: parseMileage(input.milage),
    customerName: input.customerName.trim(),
    customerPhone: input.customerPhone.trim(),
    customerEmail: input.customerEmail.trim(),
    other: input.other.trim(),
    sourceUrl,
  }
}
