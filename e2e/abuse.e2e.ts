import { randomInt, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sendWithRetries } from '../src/lib/http/retry'
import { defaultRules } from '../src/services/rate-limit/rules'
import { adminApi, adminToken } from './support/admin'
import type { SiteResponse } from './support/browser'
import { clientAt, type Client } from './support/clients'
import { contactForm, seededCar } from './support/leads'
import { smoke } from './support/tags'

// The public surface under abuse, on the production server: each abuser is its own client
// (a loopback address of its own) and meets its limit, while visitors' leads all arrive.

// Each call a loopback address no earlier call (nor a retried test) has used.
const network = `127.${randomInt(10, 250)}`
let clients = 0
function freshClient(): Client {
  const index = clients++
  return clientAt(`${network}.${Math.floor(index / 250)}.${(index % 250) + 1}`)
}

async function inParallel<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

/**
 * A burst of twice the limit and one more, all at once, as a flood comes. A fixed window lets at
 * most twice its limit through (when the burst spans a window's end), so some are always refused.
 */
function burst(limit: number, send: (index: number) => Promise<SiteResponse>): Promise<SiteResponse[]> {
  return Promise.all(Array.from({ length: 2 * limit + 1 }, (_, index) => send(index)))
}

function expectRefusedPast(answers: SiteResponse[], limit: number) {
  const refused = answers.filter((answer) => answer.status === 429)
  expect(refused.length).toBeGreaterThan(0)
  for (const answer of refused) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(answer.body).toMatch(/"Too many (requests|attempts), please try again later"/)
  }
  // Nobody is refused before the limit is used up.
  expect(answers.length - refused.length).toBeGreaterThanOrEqual(limit)
}

const aliasQuery = `{ ${Array.from({ length: 5 }, (_, index) => `a${index}: Pages(limit: 2) { totalDocs }`).join(' ')} }`

type LeadDoc = { id: number; formSubmissionId: string; notificationStatus: string }

async function leadsOfRun(runId: string): Promise<LeadDoc[]> {
  const token = await adminToken()
  const docs: LeadDoc[] = []
  for (let page = 1; ; page++) {
    const { body } = await adminApi<{ docs: LeadDoc[]; hasNextPage: boolean }>(
      token,
      `/api/leads?where[formSubmissionId][like]=${runId}&limit=100&page=${page}&depth=0`,
    )
    docs.push(...body.docs)
    if (!body.hasNextPage) return docs
  }
}

describe('the public surface under abuse', smoke, () => {
  it(
    'stores each of 200 leads exactly once while abusers meet their limits',
    { timeout: 600_000 },
    async () => {
      const car = await seededCar()
      const runId = randomUUID().replaceAll('-', '')
      // 20 visitors, 10 leads each: within the per-client lead limit (30 per 10 minutes).
      const visitors = Array.from({ length: 20 }, () => freshClient())
      const submissions = Array.from({ length: 200 }, (_, index) => ({
        visitor: visitors[index % visitors.length],
        form: contactForm(car, { name: `Visitor ${index}` }, `${runId}-${index}`),
      }))
      const submitLeads = () =>
        inParallel(submissions, 10, async ({ visitor, form }) => {
          let answer: SiteResponse | undefined
          // The contact form's own policy: 5xx and network errors are retried, 1 s apart.
          const result = await sendWithRetries(async () => {
            answer = await visitor.json('/api/forms/comhub', form)
            return { ok: answer.status === 202, status: answer.status }
          })
          return { result, id: answer ? (JSON.parse(answer.body) as { id?: number }).id : undefined }
        })

      const [searcher, eventFlooder, graphqlAbuser, passwordGuesser, resetter, formReader, bookingSpammer] = [
        1, 2, 3, 4, 5, 6, 7,
      ].map(() => freshClient())
      const abuse = {
        // Claiming to be an exempt address in X-Forwarded-For changes nothing.
        search: burst(defaultRules.search.limit, (index) =>
          searcher.json(
            '/api/search',
            { index: 'vehicles_carstore-se', keyphrase: `flood ${runId} ${index}`, limit: 1 },
            { 'x-forwarded-for': '127.0.0.1' },
          ),
        ),
        events: burst(defaultRules.events.limit, (index) =>
          eventFlooder.json('/api/events', {
            event: 'page_view',
            channel: 'WEB',
            pageName: 'Flood',
            language: 'sv',
            site: 'carstore-se',
            path: `/flood/${index}`,
          }),
        ),
        graphql: burst(defaultRules.cmsGraphql.limit, () =>
          graphqlAbuser.json('/api/graphql', { query: aliasQuery }),
        ),
        login: burst(defaultRules.loginAccount.limit, (index) =>
          passwordGuesser.json('/api/users/login', {
            email: 'admin@example.com',
            password: `guess-${index}`,
          }),
        ),
        // Reading other visitors' form answers by form id, and a booking form used as a mail relay.
        formAnswers: burst(defaultRules.leads.limit, (index) =>
          formReader.json('/api/jotform', {
            formId: 1 + (index % 5),
            formSubmissionId: `guess-${index}-0000000000`,
          }),
        ),
        bookings: burst(defaultRules.workshopBooking.limit, (index) =>
          bookingSpammer.json('/api/mechmate/book', {
            registrationNumber: 'ABC123',
            departmentId: 'none',
            timeSlot: `2999-01-0${1 + (index % 9)}T10:00:00`,
            customer: {
              firstName: 'Relay',
              lastName: 'Spam',
              phone: '0701234567',
              email: 'victim@example.org',
            },
          }),
        ),
        // Password resets once held SQLite's write lock for seconds each, failing leads meanwhile.
        reset: burst(defaultRules.resetClient.limit, (index) =>
          resetter.json('/api/users/forgot-password', { email: `flood-${runId}-${index}@example.com` }),
        ),
      }
      const [leads, search, events, graphql, login, reset, formAnswers, bookings] = await Promise.all([
        submitLeads(),
        abuse.search,
        abuse.events,
        abuse.graphql,
        abuse.login,
        abuse.reset,
        abuse.formAnswers,
        abuse.bookings,
      ])

      expectRefusedPast(search, defaultRules.search.limit)
      expectRefusedPast(events, defaultRules.events.limit)
      expectRefusedPast(graphql, defaultRules.cmsGraphql.limit)
      expectRefusedPast(login, defaultRules.loginAccount.limit)
      expectRefusedPast(reset, defaultRules.resetClient.limit)
      expectRefusedPast(formAnswers, defaultRules.leads.limit)
      expectRefusedPast(bookings, defaultRules.workshopBooking.limit)
      // No guess read a form answer; no booking was taken, so no mail went to the relay's target.
      expect(formAnswers.filter((answer) => answer.status === 200)).toEqual([])
      expect(bookings.filter((answer) => answer.status === 200)).toEqual([])

      expect(leads.filter(({ result }) => !result.ok)).toEqual([])
      expect(new Set(leads.map(({ id }) => id)).size).toBe(200)
      const stored = await leadsOfRun(runId)
      expect(stored.map((lead) => lead.formSubmissionId).toSorted()).toEqual(
        submissions.map(({ form }) => form.formSubmissionId).toSorted(),
      )
      expect(stored.map((lead) => lead.id).toSorted()).toEqual(leads.map(({ id }) => id).toSorted())
      // Each mailed once (the e2e server sets the per-recipient mail limit out of reach).
      expect(stored.filter((lead) => lead.notificationStatus !== 'outbox')).toEqual([])
    },
  )
})

describe('admin login', smoke, () => {
  const login = (client: Client, email: string, password: string) =>
    client.json('/api/users/login', { email, password })

  it("locks out the client that guesses, not the user's own login from elsewhere", async () => {
    const user = { email: `lockout-${randomUUID()}@example.com`, password: 'lockout-password-2026' }
    const created = await adminApi(await adminToken(), '/api/users', {
      method: 'POST',
      body: JSON.stringify(user),
    })
    expect(created.status).toBe(201)
    const guesser = freshClient()
    const statuses = []
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await login(guesser, user.email, `guess-${attempt}`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
    expect((await login(guesser, user.email, user.password)).status).toBe(429)

    const owner = await login(freshClient(), user.email, user.password)
    expect({ status: owner.status, body: owner.body }).toMatchObject({ status: 200 })
    expect(JSON.parse(owner.body).token).toEqual(expect.any(String))
  })

  it('answers an address nobody has as it answers a known one', async () => {
    const answers = async (client: Client, email: string) => {
      const list = []
      for (let attempt = 0; attempt < 7; attempt++) {
        const { status, body } = await login(client, email, `guess-${attempt}`)
        list.push({ status, body })
      }
      return list
    }
    const known = await answers(freshClient(), 'admin@example.com')
    expect(await answers(freshClient(), `nobody-${randomUUID()}@example.com`)).toEqual(known)
  })
})

describe('the event endpoint', smoke, () => {
  it('takes JSON only, so another site cannot write events from a visitor browser', async () => {
    const client = freshClient()
    const event = {
      event: 'page_view',
      channel: 'WEB',
      pageName: 'X',
      language: 'sv',
      site: 'carstore-se',
      path: '/',
    }
    const plain = await client.request('/api/events', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'text/plain' },
    })
    expect(plain.status).toBe(415)
    expect((await client.json('/api/events', event)).status).toBe(204)
    const huge = await client.json('/api/events', { ...event, pageName: 'x'.repeat(5000) })
    expect(huge.status).toBe(413)
  })
})
