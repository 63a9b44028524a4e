import { describe, expect, it } from 'vitest'
import { replyKindOf, replyTemplate } from './reply-templates'

describe('reply templates', () => {
  it('know the lead’s kind by its form and name what the customer asked about', () => {
    expect(replyKindOf('carstore-noServiceRequestForm')).toBe('serviceRequest')
    expect(replyKindOf('carstore-seSellCarForm')).toBe('sellCar')
    expect(replyKindOf('carstore-seNewsletter')).toBe('other')
    const sellCar = replyTemplate('sellCar', 'nb', { customerName: 'Sara', values: { regno: 'abc123' } })
    expect(sellCar.subject).toBe('Din bil ABC123')
    expect(sellCar.text).toMatch(/^Hei Sara,\n\n.*ABC123.*\n\nMed vennlig hilsen\n$/)
  })

  it('thank in general words for a lead that does not name its car', () => {
    expect(replyTemplate('carContact', 'sv', { values: { car_id: 'c-1' } }).subject).toBe(
      'Tack för ditt meddelande',
    )
  })

  it('greet without a name when the lead has none', () => {
    expect(replyTemplate('kitQuote', 'en', { values: {} })).toMatchObject({ subject: 'Your quote' })
    expect(replyTemplate('kitQuote', 'sk', { customerName: null }).text).toMatch(/^Dobrý deň,\n/)
  })
})
