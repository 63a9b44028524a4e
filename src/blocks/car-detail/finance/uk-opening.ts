import 'server-only'
import { logger } from '@/lib/log/logger'
import type { FinanceProduct } from '@/services/finance/engine/present'
import { defaultProducts, quoteVehicles } from '@/services/finance'
import {
  applyQuote,
  initialUkState,
  quoteRequest,
  type FinanceVehicle,
  type QuoteAnswer,
  type UkFinanceOpening,
} from '@/services/finance/calculators/uk'

const log = logger.child({ name: 'uk-finance' })

/**
 * The calculator as the page opens it: the car's products and the first product's default quote,
 * worked out on the server so the figures are in the HTML and nothing moves when the island
 * hydrates. The quote is not stored: the browser then asks for its own, whose reference goes into
 * the apply, reserve and part-exchange links. Null when there is nothing to show (the island then
 * asks, and says why).
 */
export async function ukFinanceOpening(
  vehicle: FinanceVehicle,
  organisation: string,
  today = new Date(),
): Promise<UkFinanceOpening | null> {
  try {
    const answer = await defaultProducts({ OrganisationIdentifier: organisation, Vehicle: vehicle }, today)
    if (answer.status !== 200 || answer.body.Products.length === 0) return null
    const products = answer.body.Products as FinanceProduct[]
    const state = initialUkState(products[0])
    const quoted = await quoteVehicles(quoteRequest(vehicle, organisation, state), today, { store: false })
    const quote = quoted.status === 200 ? applyQuote(state, quoted.body as QuoteAnswer) : null
    return { products, state: quote?.state ?? state, quote }
  } catch (error) {
    log.error({ code: 'UK_FINANCE_OPENING_FAILED', err: error }, 'finance opening failed')
    return null
  }
}
