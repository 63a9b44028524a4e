import { describe, expect, it } from 'vitest'
import { loanFigures } from '@/services/finance/calculators/loan'
import { defaultFinanceConfig } from '@/services/finance/engine/config'
import { representativeExample } from '@/services/finance/engine/present'
import { quote } from '@/services/finance/engine/quote'
import { demoSites } from '../sites'
import { carCards, loanInfo } from './content'

/** The obligatory loan info's one paragraph, spaces made plain. */
const exampleText = (
  site: (typeof demoSites)[number],
  language: (typeof demoSites)[number]['languages'][number],
) => {
  const block = loanInfo({ site, language }) as unknown as {
    text: { root: { children: Array<{ children: Array<{ text: string }> }> } }
  }
  return block.text.root.children[0].children[0].text.replace(/[\u00a0\u202f]/g, ' ')
}

/** "449 900 kr" or "6,95" as a number. */
const swedishNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

describe('the representative loan example', () => {
  it('adds up: the monthly cost, effective rate and total follow from the terms it states (sv)', () => {
    const text = exampleText(
      demoSites.find((site) => site.market === 'SE')!,
      'sv',
    )
    const pattern =
      /pris ([\d ]+ kr), kontantinsats \d+ % \(([\d ]+ kr)\), (\d+) månader, rörlig ränta ([\d,]+) %, uppläggningsavgift ([\d ]+ kr), aviavgift ([\d ]+ kr)\/mån, effektiv ränta ([\d,]+) %\. Månadskostnad ([\d ]+ kr)\. Totalt belopp att betala ([\d ]+ kr)\./
    const [, price, down, months, rate, startFee, invoiceFee, effective, monthly, total] = pattern
      .exec(text)!
      .map(swedishNumber)
    const stated = loanFigures(
      { contract_durations: [{ months }], start_fee: startFee, invoice_fee: invoiceFee, interest_rate: rate },
      price,
      { months, downPayment: down },
    )
    // A plain annuity of 359 920 kr at 6,95 % over 60 months.
    expect(monthly).toBe(7118)
    expect(stated.monthlyCost).toBe(monthly)
    expect(stated.effectiveInterestRate).toBe(effective)
    expect(stated.totalAmountToPay).toBe(total)
  })

  it('fills every placeholder on every site in every language', () => {
    for (const site of demoSites)
      for (const language of site.languages) expect(exampleText(site, language)).not.toMatch(/[{}]|undefined/)
  })
})

describe('the car model cards', () => {
  it('state the monthly cost the representative example works out for their price', async () => {
    const site = demoSites.find((entry) => entry.market === 'SE')!
    const context = { site, language: 'sv' as const, pageKey: 'home', title: '', intro: '', paths: {} }
    const block = (await carCards({ ...context, upload: async () => 1 }, 'Row', 3)) as unknown as {
      cards: Array<{ specs: Array<{ value: string }> }>
    }
    for (const card of block.cards) {
      const [price, monthly] = card.specs.map((spec) => swedishNumber(spec.value))
      const figures = loanFigures(
        { contract_durations: [{ months: 60 }], start_fee: 695, invoice_fee: 49, interest_rate: 6.95 },
        price,
        { months: 60, downPayment: Math.round(price * 0.2) },
      )
      expect(monthly).toBe(figures.monthlyCost)
    }
  })
})

describe('the UK representative example', () => {
  it('is the UK finance engine’s Hire Purchase quote at the configuration’s defaults', () => {
    const text = exampleText(
      demoSites.find((site) => site.market === 'UK')!,
      'en-GB',
    )
    const result = quote(
      defaultFinanceConfig,
      { price: 34_995, mileage: 0, ageYears: 0 },
      { family: 'HP', term: defaultFinanceConfig.hp.defaultTerm, calculation: 'ToRegularPayment' },
    )
    expect(result.ok && text).toBe(result.ok && representativeExample(result.quote).replace(/\u00a0/g, ' '))
    expect(text).toMatch(/Representative example: cash price £34,995.00, .* APR representative\./)
  })
})
