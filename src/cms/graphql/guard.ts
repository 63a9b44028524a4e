/**
 * The checks POST /api/graphql makes before Payload sees the request: a JSON body of bounded size
 * and depth holding a query that parses and costs at most maxQueryCost. Payload's handler answers
 * 500 to malformed JSON and multipart bodies, and runs any query it can validate.
 */
import { GraphQLError, parse } from 'graphql'
import { z } from 'zod'
import { readJsonBody } from '@/lib/http/json'
import { maxQueryCost, queryCost } from './cost'

export const maxGraphqlBodyBytes = 100_000

const graphqlRequest = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
})

const refuse = (message: string, status = 400) => Response.json({ errors: [{ message }] }, { status })

/** The request to hand to Payload (its body was read here), or the 4xx answer. */
export async function guardGraphqlRequest(
  request: Request,
): Promise<{ ok: true; request: Request } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, { maxBytes: maxGraphqlBodyBytes, requireJsonContentType: true })
  if (!body.ok) return body
  const parsed = graphqlRequest.safeParse(body.value)
  if (!parsed.success)
    return {
      ok: false,
      response: refuse('Expected a JSON object with a "query" string and optional "variables"'),
    }
  let cost: number
  try {
    cost = queryCost(parse(parsed.data.query), parsed.data.variables ?? {})
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The query could not be read'
    return { ok: false, response: refuse(message) }
  }
  if (cost > maxQueryCost)
    return {
      ok: false,
      response: refuse(
        `Query complexity ${Number.isFinite(cost) ? cost : 'unbounded'} is above the limit of ${maxQueryCost}: ask for fewer documents, fields or aliases`,
      ),
    }
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  const forwarded = new Request(request.url, { method: 'POST', headers, body: JSON.stringify(parsed.data) })
  return { ok: true, request: forwarded }
}

/**
 * Staff queries share a server process with visitors' pages, and Payload answers one in a single
 * stretch of the process's time on SQLite (the driver is synchronous), so a loop of queries would
 * queue every page behind them. A process runs one staff query at a time and, after one that took
 * t, none for t × (1 / share − 1): staff queries take at most `share` of its time (a quarter by
 * default), and a page waits behind one query at most. A query meanwhile is answered 429 with
 * Retry-After ("GraphQL: staff only").
 */
export type StaffQueryBudget = {
  /** The 429 to answer at once, before the caller's session is checked, or null. */
  refusal(): Response | null
  /** Runs the query, or answers 429 when another runs or the pause after the last has not passed. */
  run(query: () => Promise<Response>): Promise<Response>
}

export function staffQueryBudget(
  share = 0.25,
  clock: () => number = () => performance.now(),
): StaffQueryBudget {
  let running = false
  let nextStart = -Infinity
  const refusal = () =>
    !running && clock() >= nextStart
      ? null
      : Response.json(
          { errors: [{ message: 'The server is busy with other GraphQL queries: try again in a second' }] },
          { status: 429, headers: { 'Retry-After': '1' } },
        )
  return {
    refusal,
    async run(query) {
      const refused = refusal()
      if (refused) return refused
      running = true
      const start = clock()
      try {
        return await query()
      } finally {
        running = false
        const end = clock()
        nextStart = end + (end - start) * (1 / share - 1)
      }
    },
  }
}
