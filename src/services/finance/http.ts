/** The HTTP edge of the finance calls: bad input is 4xx with a readable body, never a 500. */
import 'server-only'
import { readJsonBody } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { clientBucket, consume } from '@/services/rate-limit'
import { defaultProducts, quoteTerms, quoteVehicles, type FinanceAnswer } from './service'

/** Ten vehicle requests with their vehicle blocks fit many times over. */
export const maxBodyBytes = 32_000

const log = logger.child({ name: 'finance' })

async function answer<T>(work: () => Promise<FinanceAnswer<T>> | FinanceAnswer<T>): Promise<Response> {
  try {
    const { status, body } = await work()
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // Storage is down: the calculator shows its apology (spec 02 §8) and the visitor can retry.
    log.error({ err: error, code: 'FINANCE_UNAVAILABLE' }, 'finance request failed')
    return Response.json({ error: 'Finance is unavailable, please try again later' }, { status: 503 })
  }
}

async function withJsonBody(
  request: Request,
  handle: (body: unknown) => Promise<Response>,
): Promise<Response> {
  const body = await readJsonBody(request, { maxBytes: maxBodyBytes, requireJsonContentType: true })
  return body.ok ? handle(body.value) : body.response
}

export const handleDefaultRequest = (request: Request) =>
  withJsonBody(request, (body) => answer(() => defaultProducts(body)))

/**
 * Each calculator move asks for a quote, and a quote is stored under its reference for its terms
 * and apply links. A client's stored quotes have a daily share (`financeQuotesStored`); past it the
 * figures are still answered, computed and not stored, without a reference ("Stored quotes: a
 * share per client"), so one client cannot fill the database.
 */
export const handleQuoteRequest = (request: Request) =>
  withJsonBody(request, async (body) => {
    const bucket = clientBucket(request.headers)
    const store = bucket === null || (await consume('financeQuotesStored', bucket)).allowed
    return answer(() => quoteVehicles(body, new Date(), { store }))
  })

export const handleLegalRequest = (request: Request) =>
  answer(() => quoteTerms(new URL(request.url).searchParams.get('quoteRef')))
