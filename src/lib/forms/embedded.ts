/**
 * Forms editors build in the CMS (form-builder plugin), as the site's island renders and checks
 * them, and the server checks them again. Pure: shared by the island and the service.
 */
import { isEmail } from './lead-fields'

export type EmbeddedFieldKind = 'text' | 'textarea' | 'select' | 'email' | 'checkbox' | 'number'
export type EmbeddedField = {
  kind: EmbeddedFieldKind
  name: string
  label: string
  required: boolean
  options: Array<{ label: string; value: string }>
}
export type EmbeddedForm = {
  id: number
  title: string
  submitLabel: string
  /** The confirmation message as plain paragraphs. */
  confirmation: string[]
  fields: EmbeddedField[]
}
export type EmbeddedValue = string | boolean
export type EmbeddedProblem = 'required' | 'email' | 'number' | 'option'

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

const kinds: readonly string[] = ['text', 'textarea', 'select', 'email', 'checkbox', 'number']

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
      })),
  }
}

/** What is wrong with each field's value (none: the field is fine). */
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
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) {
      if (field.required) problems[field.name] = 'required'
      continue
    }
    if (field.kind === 'email' && !isEmail(text)) problems[field.name] = 'email'
    if (field.kind === 'number' && !/^-?\d+([.,]\d+)?$/.test(text)) problems[field.name] = 'number'
    if (field.kind === 'select' && !field.options.some((option) => option.value === text))
      problems[field.name] = 'option'
  }
  return problems
}

export type EmbeddedFormTexts = Record<
  EmbeddedProblem | 'invalid' | 'failure' | 'submit' | 'submitting' | 'thanks' | 'close',
  string
>

/** The island's texts in the site's language (the ids 'Missing FormId' and the overlay are the spec's). */
export const embeddedFormTexts: Record<'sv' | 'nb' | 'en' | 'fi' | 'sk', EmbeddedFormTexts> = {
  sv: {
    required: 'Fältet är obligatoriskt.',
    email: 'Ange en giltig e-postadress.',
    number: 'Ange ett tal.',
    option: 'Välj ett av alternativen.',
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
