import http from 'node:http'
import { randomInt, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { HeadObjectCommand } from '@aws-sdk/client-s3'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { defaultRules } from '../src/services/rate-limit/rules'
import { startS3Server } from '../src/test/s3-server'
import { detailPath, findCars } from './detail/support'
import { adminApi, adminToken } from './support/admin'
import { requestSite } from './support/browser'
import { bookFirstFreeTime } from './support/booking'
import { importCars } from './support/fixtures'
import { serverEnvironment } from './support/seeded'
import { startProductionServer } from './support/server'
import { smoke } from './support/tags'

// Two production servers on one PostgreSQL, as two machines behind a load balancer
// run. The suite's server is one; this file starts the other on the same database, and then two
// more that share Redis (their bus instead of PostgreSQL's) and an S3-compatible bucket (s3rver,
// started here) for their media. It runs on the PostgreSQL pass only (vitest.e2e.config.ts):
// SQLite is one machine's database.
// Ports of this file's own, past the test server's: shared-cache.e2e.ts, which may run at the
// same time, takes 13 to 15 past it.
const otherPort = inject('port') + 7
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const base = (port: number) => `http://localhost:${port}`

/** Another production server on the suite's database, with its own (empty) media folder. */
async function startServer(port: number, env: Record<string, string> = {}) {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-other-media-'))
  const server = await startProductionServer(
    {
      ...serverEnvironment(port, mediaDir),
      DATABASE_URL: inject('databaseUrl'),
      WEB_CONCURRENCY: '1',
      // Pages kept a minute and content five (the default): only the instance bus can make an
      // edit or an import show on this server within the test.
      PAGE_CACHE_TTL_MS: '60000',
      ...env,
    },
    port,
  )
  return {
    stop: async () => {
      await server.stop()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

let other: { stop: () => Promise<void> }
beforeAll(async () => {
  other = await startServer(otherPort)
})
afterAll(async () => {
  await other?.stop()
})

/** A dictionary text edited through the server at `editThrough` is served at once by `readFrom`. */
async function editIsServedAtOnce(editThrough: string, readFrom: number, alsoRestoreThrough?: string) {
  const token = await adminToken()
  const found = await adminApi<{ docs: Array<{ id: number; value: string }> }>(
    token,
    '/api/dictionary?locale=sv&where[key][equals]=skipToContent&where[site][exists]=false',
  )
  const entry = found.body.docs[0]
  const read = async () => (await requestSite('automotive-se', '/om-oss/kontakt', { port: readFrom })).body
  // The reading server renders the text and keeps the page.
  expect(await read()).toContain(entry.value)
  expect(
    (await requestSite('automotive-se', '/om-oss/kontakt', { port: readFrom })).headers['x-page-cache'],
  ).toBe('hit')
  const edited = `Hoppa till innehållet, andra servern ${randomUUID().slice(0, 8)}`
  const save = (value: string, through: string) =>
    adminApi(
      token,
      `/api/dictionary/${entry.id}?locale=sv`,
      { method: 'PATCH', body: JSON.stringify({ value }) },
      through,
    )
  try {
    expect((await save(edited, editThrough)).status).toBe(200)
    await expect.poll(read).toContain(edited)
  } finally {
    await save(entry.value, editThrough)
    // Servers on another bus than `editThrough`'s hear the restored text from their own.
    if (alsoRestoreThrough) await save(entry.value, alsoRestoreThrough)
  }
  await expect.poll(read).toContain(entry.value)
}

/**
 * A catalog import (`npm run import`, as on any machine of the site) changes the search results
 * and a page the server at `readFrom` keeps, at once.
 */
async function importIsServedAtOnce(readFrom: number, importEnv: Record<string, string> = {}) {
  const site = 'carstore-sk'
  const index = `vehicles_${site}`
  // A car few tests look at: the last of the list.
  const car = (await findCars(site, { car_is_sample: [false] }, 50)).at(-1)!
  const page = detailPath(site, car)
  const read = async () => (await requestSite(site, page, { port: readFrom })).body
  const searched = async () => {
    const response = await fetch(`${base(readFrom)}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index, filters: { car_id: [car.car_id] }, limit: 1 }),
    })
    return ((await response.json()) as { content: Array<{ car_model_text?: string }> }).content[0]
      ?.car_model_text
  }
  expect(await read()).toContain(`data-car-detail="${car.car_id}"`)
  // Kept once rendered; an edit another test restored meanwhile empties the page cache, so the
  // page may be rendered once more before it is kept.
  await expect
    .poll(async () => (await requestSite(site, page, { port: readFrom })).headers['x-page-cache'])
    .toBe('hit')
  const imported = `Importerad på en annan server ${randomUUID().slice(0, 8)}`
  try {
    importCars(inject('databaseUrl'), index, [{ ...car, car_model_text: imported }], importEnv)
    await expect.poll(searched).toBe(imported)
    await expect.poll(read).toContain(imported)
  } finally {
    importCars(inject('databaseUrl'), index, [car], importEnv)
  }
  await expect.poll(read).not.toContain(imported)
}

describe('two servers on one PostgreSQL', smoke, () => {
  it('an edit saved through one server is served by the other at once', async () => {
    await editIsServedAtOnce(inject('baseUrl'), otherPort)
  })

  it('an import on one machine changes search results and kept pages on the other at once', async () => {
    await importIsServedAtOnce(otherPort)
  })

  it('an editor signed in through one server is signed in on the other', async () => {
    const me = (token?: string) =>
      fetch(`http://localhost:${otherPort}/api/users/me`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      }).then((response) => response.json() as Promise<{ user: { email: string } | null }>)
    expect((await me()).user).toBeNull()
    expect((await me(await adminToken())).user?.email).toBe('admin@example.com')
  })

  it('counts a client’s requests to both servers against one limit', async () => {
    const { limit, windowSeconds } = defaultRules.stories
    // A client of its own (its own loopback address), sending fewer than the limit to each server
    // and more than it in all. Fixed windows start at multiples of their length: the burst starts
    // well inside one, so all of it is counted in the same window.
    const agent = new http.Agent({
      keepAlive: false,
      localAddress: `127.${randomInt(10, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`,
    } as http.AgentOptions)
    const length = windowSeconds * 1000
    await expect.poll(() => Date.now() % length < length - 20_000, { timeout: 30_000 }).toBe(true)
    const each = Math.ceil((limit * 3) / 4)
    const statuses = await Promise.all(
      Array.from({ length: 2 * each }, (_, index) =>
        requestSite('automotive-se', '/api/stories?lang=sv&path=/aktuellt', {
          agent,
          ...(index % 2 ? { port: otherPort } : {}),
        }).then((answer) => answer.status),
      ),
    )
    expect(each).toBeLessThan(limit)
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * each - limit)
  })

  it('sends a booking’s day-before reminder once when both servers run the reminders at once', async () => {
    const token = await adminToken()
    const email = `reminder.${Date.now()}@example.se`
    const phone = `+46 70 ${String(Date.now()).slice(-7)}`
    const id = await bookFirstFreeTime(email, phone)
    // Made earlier, for tomorrow: due now (both servers remind from midnight, WORKSHOP_REMINDER_HOUR).
    const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
      new Date(Date.now() + 86_400_000),
    )
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    await client.connect()
    await client.query(
      `UPDATE workshop_bookings SET date = $1, created_at = now() - interval '2 days' WHERE confirmation_id = $2`,
      [tomorrow, id],
    )
    await client.end()
    // One reminders job for each server, each on a queue of its own, run by both at once. (Payload
    // claims a queue's job by a read and then a write, so two servers on one queue may both take the
    // same job; the task's once-only sending is what this tests.)
    const servers = [inject('baseUrl'), base(otherPort)]
    const queues = servers.map(() => `reminders-${randomUUID().slice(0, 8)}`)
    for (const queue of queues)
      expect(
        (
          await adminApi(token, '/api/payload-jobs', {
            method: 'POST',
            body: JSON.stringify({ taskSlug: 'workshopReminders', queue, input: {} }),
          })
        ).status,
      ).toBe(201)
    const runs = await Promise.all(
      servers.map((server, index) =>
        adminApi(
          token,
          `/api/payload-jobs/run?queue=${queues[index]}&limit=1&disableScheduling=true`,
          {},
          server,
        ),
      ),
    )
    expect(runs.map((run) => run.status)).toEqual([200, 200])
    const sent = await adminApi<{ docs: Array<{ channel: string; subject: string }> }>(
      token,
      `/api/outbox?where[subject][contains]=${id}&limit=20`,
    )
    const reminders = sent.body.docs.filter((message) => message.subject.startsWith('Påminnelse'))
    expect(reminders.map((message) => message.channel).sort()).toEqual(['email', 'sms'])
  })
})

describe('two servers on one PostgreSQL with Redis and S3', smoke, () => {
  const [onePort, twoPort] = [inject('port') + 10, inject('port') + 11]
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let servers: Array<{ stop: () => Promise<void> }> = []
  beforeAll(async () => {
    s3 = await startS3Server()
    const shared = { REDIS_URL: redisUrl, ...s3.env }
    servers = await Promise.all([startServer(onePort, shared), startServer(twoPort, shared)])
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await s3?.close()
  })

  it('an edit saved through one server is served by the other at once, through Redis', async () => {
    // The suite's server and the first other one listen on PostgreSQL, not on Redis.
    await editIsServedAtOnce(base(onePort), twoPort, inject('baseUrl'))
  })

  it('an import announced on Redis changes search results and kept pages on the servers at once', async () => {
    await importIsServedAtOnce(twoPort, { REDIS_URL: redisUrl })
  })

  it('a file uploaded through one server is in the bucket, served by the other and its image optimiser', async () => {
    const token = await adminToken()
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b3d91' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(image)], { type: 'image/png' }),
      `delad-${randomUUID().slice(0, 8)}.png`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Delad bild' }))
    const created = await fetch(`${base(onePort)}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; filename: string } }
    try {
      // Only the bucket has it: each server's media folder is its own, and empty.
      const stored = await s3.client.send(
        new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: doc.filename }),
      )
      expect(stored.ContentLength).toBe(image.length)
      const file = await fetch(`${base(twoPort)}/-/media/${encodeURIComponent(doc.filename)}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await file.arrayBuffer())).toEqual(image)
      const optimised = await fetch(
        `${base(twoPort)}/_next/image?url=${encodeURIComponent(`/-/media/${doc.filename}`)}&w=64&q=75`,
        { headers: { accept: 'image/webp' } },
      )
      expect(optimised.status).toBe(200)
      expect(optimised.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await optimised.arrayBuffer())).metadata()).width).toBe(64)
      // The suite's server keeps media in its own folder, where the file is not.
      expect((await fetch(`${inject('baseUrl')}/-/media/${encodeURIComponent(doc.filename)}`)).status).toBe(
        404,
      )
    } finally {
      await adminApi(token, `/api/media/${doc.id}`, { method: 'DELETE' }, base(onePort))
    }
  })
})
