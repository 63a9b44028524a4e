/**
 * POST /api/search: the body is the search request. Bad input is a 400 with a message; any other
 * failure is logged and answered like search() answers pages, with an empty result.
 */
import { emptyResponse, searchOrThrow, type SearchOptions } from './engine'
import { log } from './log'
import { SearchInputError } from './query/schema'

export type HttpResult = { status: number; body: object }

export async function handleSearchHttp(rawBody: string, options: SearchOptions = {}): Promise<HttpResult> {
  let request: unknown
  try {
    request = JSON.parse(rawBody)
  } catch {
    return { status: 400, body: { error: 'Malformed JSON in the request body' } }
  }
  try {
    return { status: 200, body: await searchOrThrow(request, { ...options, publicAnswer: true }) }
  } catch (error) {
    if (error instanceof SearchInputError) return { status: 400, body: { error: error.message } }
    log.error({ err: error, code: 'SEARCH_FAILED' }, 'search request failed')
    return { status: 200, body: emptyResponse(request) }
  }
}
