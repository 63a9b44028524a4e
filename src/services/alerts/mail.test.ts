import { describe, expect, it } from 'vitest'
import type { LanguageCode } from '@/lib/i18n/languages'
import { matchesMail } from './mail'
import { alertTexts } from './texts'

const links = { unsubscribe: 'https://x/u', manage: 'https://x/m', oneClick: 'https://x/o' }

function subject(language: LanguageCode, site: string, cars: number) {
  return matchesMail({
    to: 'kund@example.com',
    t: alertTexts(language),
    site,
    language,
    cars: Array.from({ length: cars }, (_, index) => ({
      car: { title: `Volvo V60 ${index}`, price: 250_000 + index },
      url: `https://x/bil/${index}`,
    })),
    listUrl: null,
    links,
  }).subject
}

describe("an alert mail's subject", () => {
  it('says one new car, not "1 new cars", in every language', () => {
    expect(subject('sv', 'automotive-se', 1)).toBe('En ny bil för din bevakning')
    expect(subject('nb', 'automotive-no', 1)).toBe('En ny bil for varslingen din')
    expect(subject('en-GB', 'automotive-uk', 1)).toBe('A new car for your alert')
    expect(subject('fi', 'automotive-fi', 1)).toBe('Uusi auto hakuvahdillesi')
    expect(subject('sk', 'automotive-sk', 1)).toBe('Nové auto pre vaše upozornenie')
  })

  it('counts several cars with the plural the language uses for that number', () => {
    expect(subject('sv', 'automotive-se', 3)).toBe('3 nya bilar för din bevakning')
    expect(subject('en-GB', 'automotive-uk', 20)).toBe('20 new cars for your alert')
    expect(subject('sk', 'automotive-sk', 3)).toBe('3 nové autá pre vaše upozornenie')
    expect(subject('sk', 'automotive-sk', 5)).toBe('5 nových áut pre vaše upozornenie')
  })

  it("takes an editor's dictionary override of the one-car wording", () => {
    const message = matchesMail({
      to: 'kund@example.com',
      t: alertTexts('sv', { alertMatchesSubjectOne: 'Din bevakning har hittat en bil' }),
      site: 'automotive-se',
      language: 'sv',
      cars: [{ car: { title: 'Volvo V60' }, url: 'https://x/bil/1' }],
      listUrl: null,
      links,
    })
    expect(message.subject).toBe('Din bevakning har hittat en bil')
  })
})
