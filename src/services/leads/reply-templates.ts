/**
 * The texts staff start a reply to a lead from ("Lead desk" in docs/decisions.md): one per kind of
 * lead and language of the sites. Short on purpose: staff edit them before sending.
 */
import type { LeadKind as ReplyKind } from './kinds'

export const replyLanguages = ['sv', 'nb', 'fi', 'sk', 'en'] as const
export type ReplyLanguage = (typeof replyLanguages)[number]

export { leadKindOf as replyKindOf } from './kinds'
export type { LeadKind as ReplyKind } from './kinds'

export const isReplyLanguage = (code: string | null | undefined): code is ReplyLanguage =>
  (replyLanguages as readonly string[]).includes(code ?? '')

export type ReplyText = { subject: string; text: string }

type Words = {
  hello: (name: string | null) => string
  regards: string
  subject: Record<ReplyKind, (topic: string) => string>
  body: Record<ReplyKind, (topic: string) => string>
}

const words: Record<ReplyLanguage, Words> = {
  sv: {
    hello: (name) => (name ? `Hej ${name},` : 'Hej,'),
    regards: 'Vänliga hälsningar',
    subject: {
      carContact: (topic) => `Angående ${topic}`,
      sellCar: (topic) => `Din bil ${topic}`,
      serviceRequest: (topic) => `Din serviceförfrågan ${topic}`,
      kitQuote: () => 'Din offert',
      other: () => 'Tack för ditt meddelande',
    },
    body: {
      carContact: (topic) =>
        `Tack för ditt intresse för ${topic}. Bilen finns hos oss och jag berättar gärna mer.`,
      sellCar: (topic) => `Tack för att du vill sälja ${topic} till oss. Vi återkommer med ett bud.`,
      serviceRequest: () => 'Tack för din förfrågan. Här är vårt förslag på tid:',
      kitQuote: () => 'Tack för din förfrågan. Här är vår offert:',
      other: () => 'Tack för ditt meddelande.',
    },
  },
  nb: {
    hello: (name) => (name ? `Hei ${name},` : 'Hei,'),
    regards: 'Med vennlig hilsen',
    subject: {
      carContact: (topic) => `Angående ${topic}`,
      sellCar: (topic) => `Din bil ${topic}`,
      serviceRequest: (topic) => `Din serviceforespørsel ${topic}`,
      kitQuote: () => 'Ditt tilbud',
      other: () => 'Takk for meldingen',
    },
    body: {
      carContact: (topic) =>
        `Takk for interessen for ${topic}. Bilen står hos oss, og jeg forteller gjerne mer.`,
      sellCar: (topic) => `Takk for at du vil selge ${topic} til oss. Vi kommer tilbake med et bud.`,
      serviceRequest: () => 'Takk for forespørselen. Her er vårt forslag til tid:',
      kitQuote: () => 'Takk for forespørselen. Her er vårt tilbud:',
      other: () => 'Takk for meldingen.',
    },
  },
  fi: {
    hello: (name) => (name ? `Hei ${name},` : 'Hei,'),
    regards: 'Ystävällisin terveisin',
    subject: {
      carContact: (topic) => `Koskien: ${topic}`,
      sellCar: (topic) => `Autosi ${topic}`,
      serviceRequest: (topic) => `Huoltopyyntösi ${topic}`,
      kitQuote: () => 'Tarjouksesi',
      other: () => 'Kiitos viestistäsi',
    },
    body: {
      carContact: (topic) =>
        `Kiitos kiinnostuksestasi: ${topic}. Auto on meillä, ja kerron mielelläni lisää.`,
      sellCar: (topic) => `Kiitos, että haluat myydä autosi ${topic} meille. Palaamme tarjouksella.`,
      serviceRequest: () => 'Kiitos pyynnöstäsi. Tässä ehdotuksemme ajasta:',
      kitQuote: () => 'Kiitos pyynnöstäsi. Tässä tarjouksemme:',
      other: () => 'Kiitos viestistäsi.',
    },
  },
  sk: {
    hello: (name) => (name ? `Dobrý deň, ${name},` : 'Dobrý deň,'),
    regards: 'S pozdravom',
    subject: {
      carContact: (topic) => `Vo veci: ${topic}`,
      sellCar: (topic) => `Vaše auto ${topic}`,
      serviceRequest: (topic) => `Vaša požiadavka na servis ${topic}`,
      kitQuote: () => 'Vaša cenová ponuka',
      other: () => 'Ďakujeme za správu',
    },
    body: {
      carContact: (topic) => `Ďakujeme za záujem o ${topic}. Auto máme u nás a rád vám poviem viac.`,
      sellCar: (topic) => `Ďakujeme, že nám chcete predať auto ${topic}. Ozveme sa s ponukou.`,
      serviceRequest: () => 'Ďakujeme za požiadavku. Navrhujeme tento termín:',
      kitQuote: () => 'Ďakujeme za požiadavku. Tu je naša ponuka:',
      other: () => 'Ďakujeme za správu.',
    },
  },
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    regards: 'Kind regards',
    subject: {
      carContact: (topic) => `About ${topic}`,
      sellCar: (topic) => `Your car ${topic}`,
      serviceRequest: (topic) => `Your service request ${topic}`,
      kitQuote: () => 'Your quote',
      other: () => 'Thank you for your message',
    },
    body: {
      carContact: (topic) =>
        `Thank you for your interest in ${topic}. The car is with us, and I am glad to tell you more.`,
      sellCar: (topic) => `Thank you for offering us ${topic}. We will come back with a bid.`,
      serviceRequest: () => 'Thank you for your request. This is the time we suggest:',
      kitQuote: () => 'Thank you for your request. This is our quote:',
      other: () => 'Thank you for your message.',
    },
  },
}

const text = (values: Record<string, unknown>, key: string) =>
  typeof values[key] === 'string' || typeof values[key] === 'number' ? String(values[key]).trim() : ''

/** What the lead asked about, in a few words: the car, or the registration number. */
function topicOf(kind: ReplyKind, values: Record<string, unknown>): string {
  if (kind === 'carContact')
    return [text(values, 'car_brand'), text(values, 'car_model'), text(values, 'car_model_text')]
      .filter(Boolean)
      .join(' ')
  return text(values, 'regno').toUpperCase()
}

/** The template of one kind in one language, filled in with the lead's customer and topic. */
export function replyTemplate(
  kind: ReplyKind,
  language: ReplyLanguage,
  lead: { customerName?: string | null; values?: unknown },
): ReplyText {
  const values =
    typeof lead.values === 'object' && lead.values !== null ? (lead.values as Record<string, unknown>) : {}
  const topic = topicOf(kind, values)
  const word = words[language]
  // A lead that does not name what it is about is thanked for in general words.
  const known = topic || kind === 'kitQuote' || kind === 'serviceRequest' ? kind : 'other'
  const subject = word.subject[known](topic).trim()
  const body = word.body[known](topic)
  return { subject, text: `${word.hello(lead.customerName ?? null)}\n\n${body}\n\n${word.regards}\n` }
}
