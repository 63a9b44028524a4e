/**
 * Forms editors build in the CMS (form-builder plugin), as the site's island renders and checks
 * them, and the server checks them again. Pure: shared by the island and the service.
 */
import { isEmail, isIsoDate, isPhone } from './lead-fields'

/** The field kinds the site renders (spec 02 §7 names fullname, phone, address, datetime, rating). */
export const embeddedFieldKinds = [
  'text',
  'textarea',
  'select',
  'email',
  'checkbox',
  'number',
  'phone',
  'fullname',
  'address',
  'datetime',
  'rating',
] as const
export type EmbeddedFieldKind = (typeof embeddedFieldKinds)[number]

/** The parts of the grouped kinds, in the order they are shown (each a text of its own). */
export const fieldParts = {
  fullname: ['first', 'last'],
  address: ['street', 'postalCode', 'city'],
} as const
export type GroupedKind = keyof typeof fieldParts
export type FieldPart = (typeof fieldParts)[GroupedKind][number]
export const isGrouped = (kind: EmbeddedFieldKind): kind is GroupedKind => kind in fieldParts

export const defaultRatingMax = 5

export type EmbeddedField = {
  kind: EmbeddedFieldKind
  name: string
  label: string
  required: boolean
  options: Array<{ label: string; value: string }>
  /** The highest rating (rating fields; 1 is the lowest). */
  max: number
}
export type EmbeddedForm = {
  id: number
  title: string
  submitLabel: string
  /** The confirmation message as plain paragraphs. */
  confirmation: string[]
  fields: EmbeddedField[]
}
/** A text, a yes/no (checkbox) or the parts of a grouped field by name (fullname, address). */
export type EmbeddedValue = string | boolean | Partial<Record<FieldPart, string>>
export type EmbeddedProblem = 'required' | 'email' | 'number' | 'option' | 'phone' | 'datetime' | 'rating'

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }
const textOf = (node: LexicalNode): string =>
  node.text ?? (node.children ?? []).map(textOf).join(node.type === 'paragraph' ? '' : ' ')

type FormDoc = {
  id: number
  title: string
  submitButtonLabel?: string | null
  confirmationMessage?: unknown
  fields?: Array<Record<string, unknown>> | null
}

const kinds: readonly string[] = embeddedFieldKinds
const ratingMax = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 10 ? value : defaultRatingMax

/** The CMS form as the island needs it; field kinds the site does not render are left out. */
export function embeddedForm(doc: FormDoc): EmbeddedForm {
  const root = (doc.confirmationMessage as { root?: LexicalNode } | null)?.root
  return {
    id: doc.id,
    title: doc.title,
    submitLabel: doc.submitButtonLabel || '',
    confirmation: (root?.children ?? []).map(textOf).filter((line) => line.trim() !== ''),
    fields: (doc.fields ?? [])
      .filter((field) => kinds.includes(String(field.blockType)) && typeof field.name === 'string')
      .map((field) => ({
        kind: field.blockType as EmbeddedFieldKind,
        name: String(field.name),
        label: typeof field.label === 'string' && field.label ? field.label : String(field.name),
        required: field.required === true,
        options: Array.isArray(field.options)
          ? (field.options as Array<{ label?: unknown; value?: unknown }>).map((option) => ({
              label: String(option.label ?? option.value ?? ''),
              value: String(option.value ?? ''),
            }))
          : [],
        max: ratingMax(field.max),
      })),
  }
}

/** A date and a time of day as `datetime-local` gives them: YYYY-MM-DDTHH:mm. */
export const isDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) && isIsoDate(value.slice(0, 10))

const textOfValue = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The problem of one text value of a kind that is not grouped (none: it is fine). */
function textProblem(field: EmbeddedField, text: string): EmbeddedProblem | undefined {
  if (field.kind === 'email' && !isEmail(text)) return 'email'
  if (field.kind === 'number' && !/^-?\d+([.,]\d+)?$/.test(text)) return 'number'
  if (field.kind === 'phone' && !isPhone(text)) return 'phone'
  if (field.kind === 'datetime' && !isDateTime(text)) return 'datetime'
  if (field.kind === 'rating' && !(/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= field.max))
    return 'rating'
  if (field.kind === 'select' && !field.options.some((option) => option.value === text)) return 'option'
  return undefined
}

/**
 * What is wrong with each field's value (none: the field is fine), by the field's name, or for a
 * part of a grouped field by `name.part` (`fullname.last`): a required name or address needs
 * every part.
 */
export function embeddedProblems(
  fields: readonly EmbeddedField[],
  values: Record<string, unknown>,
): Record<string, EmbeddedProblem> {
  const problems: Record<string, EmbeddedProblem> = {}
  for (const field of fields) {
    const value = values[field.name]
    if (field.kind === 'checkbox') {
      if (field.required && value !== true) problems[field.name] = 'required'
      continue
    }
    if (isGrouped(field.kind)) {
      const parts = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
      if (field.required)
        for (const part of fieldParts[field.kind])
          if (!textOfValue(parts[part])) problems[`${field.name}.${part}`] = 'required'
      continue
    }
    const text = textOfValue(value)
    if (!text) {
      if (field.required) problems[field.name] = 'required'
      continue
    }
    const problem = textProblem(field, text)
    if (problem) problems[field.name] = problem
  }
  return problems
}

/** The value of a field as stored (the plugin keeps text): a grouped field's parts as JSON. */
export function storedValue(field: EmbeddedField, value: unknown): string {
  if (field.kind === 'checkbox') return String(value === true)
  if (isGrouped(field.kind)) {
    const parts = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
    return JSON.stringify(
      Object.fromEntries(fieldParts[field.kind].map((part) => [part, textOfValue(parts[part])])),
    )
  }
  return textOfValue(value)
}

export type EmbeddedFormTexts = Record<
  EmbeddedProblem | FieldPart | 'invalid' | 'failure' | 'submit' | 'submitting' | 'thanks' | 'close',
  string
>

/** The island's texts in the site's language (the ids 'Missing FormId' and the overlay are the spec's). */
export const embeddedFormTexts: Record<'sv' | 'nb' | 'en' | 'fi' | 'sk', EmbeddedFormTexts> = {
  sv: {
    required: 'Fältet är obligatoriskt.',
    email: 'Ange en giltig e-postadress.',
    number: 'Ange ett tal.',
    option: 'Välj ett av alternativen.',
    phone: 'Ange ett giltigt telefonnummer.',
    datetime: 'Ange datum och tid.',
    rating: 'Välj ett betyg.',
    first: 'Förnamn',
    last: 'Efternamn',
    street: 'Gatuadress',
    postalCode: 'Postnummer',
    city: 'Ort',
    invalid: 'Kontrollera de markerade fälten.',
    failure: 'Något gick fel, försök igen.',
    submit: 'Skicka',
    submitting: 'Skickar …',
    thanks: 'Tack! Vi har tagit emot ditt svar.',
    close: 'Stäng',
  },
  nb: {
    required: 'Feltet må fylles ut.',
    email: 'Oppgi en gyldig e-postadresse.',
    number: 'Oppgi et tall.',
    option: 'Velg et av alternativene.',
    phone: 'Oppgi et gyldig telefonnummer.',
    datetime: 'Oppgi dato og klokkeslett.',
    rating: 'Velg en vurdering.',
    first: 'Fornavn',
    last: 'Etternavn',
    street: 'Gateadresse',
    postalCode: 'Postnummer',
    city: 'Poststed',
    invalid: 'Kontroller de markerte feltene.',
    failure: 'Noe gikk galt, vennligst prøv igjen senere.',
    submit: 'Send',
    submitting: 'Sender …',
    thanks: 'Takk! Vi har mottatt svaret ditt.',
    close: 'Lukk',
  },
  en: {
    required: 'This field is required.',
    email: 'Enter a valid e-mail address.',
    number: 'Enter a number.',
    option: 'Choose one of the options.',
    phone: 'Enter a valid phone number.',
    datetime: 'Enter a date and a time.',
    rating: 'Choose a rating.',
    first: 'First name',
    last: 'Last name',
    street: 'Street address',
    postalCode: 'Postcode',
    city: 'Town or city',
    invalid: 'Check the marked fields.',
    failure: 'Something went wrong, please try again.',
    submit: 'Send',
    submitting: 'Sending …',
    thanks: 'Thank you! We have received your answer.',
    close: 'Close',
  },
  fi: {
    required: 'Kenttä on pakollinen.',
    email: 'Anna kelvollinen sähköpostiosoite.',
    number: 'Anna luku.',
    option: 'Valitse yksi vaihtoehdoista.',
    phone: 'Anna kelvollinen puhelinnumero.',
    datetime: 'Anna päivämäärä ja kellonaika.',
    rating: 'Valitse arvosana.',
    first: 'Etunimi',
    last: 'Sukunimi',
    street: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    invalid: 'Tarkista merkityt kentät.',
    failure: 'Jokin meni vikaan, yritä uudelleen.',
    submit: 'Lähetä',
    submitting: 'Lähetetään …',
    thanks: 'Kiitos! Olemme vastaanottaneet vastauksesi.',
    close: 'Sulje',
  },
  sk: {
    required: 'Toto pole je povinné.',
    email: 'Zadajte platnú e-mailovú adresu.',
    number: 'Zadajte číslo.',
    option: 'Vyberte jednu z možností.',
    phone: 'Zadajte platné telefónne číslo.',
    datetime: 'Zadajte dátum a čas.',
    rating: 'Vyberte hodnotenie.',
    first: 'Meno',
    last: 'Priezvisko',
    street: 'Ulica a číslo',
    postalCode: 'PSČ',
    city: 'Obec',
    invalid: 'Skontrolujte označené polia.',
    failure: 'Niečo sa pokazilo, skúste to znova.',
    submit: 'Odoslať',
    submitting: 'Odosiela sa …',
    thanks: 'Ďakujeme! Vašu odpoveď sme prijali.',
    close: 'Zavrieť',
  },
}

export const embeddedTextsFor = (language: string): EmbeddedFormTexts =>
  (embeddedFormTexts as Record<string, EmbeddedFormTexts | undefined>)[language.split('-')[0]] ??
  embeddedFormTexts.en

export const missingFormId = 'Missing FormId'
export const editModeNotice = 'Edit Mode, Preview to test the form'
/** The marketing form is re-created this long after a submission (spec 02 §2). */
export const recreateAfterMs = 3000
