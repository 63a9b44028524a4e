/**
 * Spec 02 §7: how POST /api/jotform flattens each answer of a submission into one text of the log
 * entry, by the field's kind (fullname, phone, address, checkbox, datetime, rating, text). Pure.
 */
import { fieldParts, isDateTime, type EmbeddedField, type FieldPart } from '@/lib/forms/embedded'
import { formattedDateValue } from '@/services/stories/dates'

function partsOf(stored: string): Partial<Record<FieldPart, string>> | null {
  try {
    const parts: unknown = JSON.parse(stored)
    return typeof parts === 'object' && parts !== null ? (parts as Partial<Record<FieldPart, string>>) : null
  } catch {
    return null
  }
}

const joined = (separator: string, ...texts: Array<string | undefined>) =>
  texts.filter((text) => text && text.trim()).join(separator)

/**
 * One stored answer as the log entry reads it: a name "first last", an address "street, postal
 * code city", a checkbox Yes/No, a date and time in the site's locale (the wall-clock time the
 * visitor chose at the site, so it is not shifted by a zone), a rating "4/5", anything else as
 * stored. A field the form no longer has is kept as stored.
 */
export function flattenedAnswer(
  field: EmbeddedField | undefined,
  stored: string,
  intlLocale: string,
): string {
  switch (field?.kind) {
    case 'checkbox':
      return stored === 'true' ? 'Yes' : 'No'
    case 'fullname':
    case 'address': {
      const parts = partsOf(stored)
      if (!parts) return stored
      if (field.kind === 'fullname') return joined(' ', ...fieldParts.fullname.map((part) => parts[part]))
      return joined(', ', parts.street, joined(' ', parts.postalCode, parts.city))
    }
    case 'datetime':
      return isDateTime(stored) ? formattedDateValue(`${stored}:00Z`, intlLocale, 'UTC') : stored
    case 'rating':
      return stored ? `${stored}/${field.max}` : ''
    default:
      return stored
  }
}
