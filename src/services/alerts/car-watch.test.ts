import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EmailMessage } from '@/services/email'
import { closeRateLimits } from '@/services/rate-limit'
import { catalogDb, importRecords } from '@/services/search'
import { fixtureCars, freshCatalog, vehicles } from '@/services/search/test-fixtures'
import {
  confirmAlert,
  listAlerts,
  manageAlerts,
  matchPendingChanges,
  sendCarWatchMails,
  watchCar,
  type AlertDeps,
} from '.'

// Watching a car ("Saved searches: watched cars") on the database under test (TEST_DB=sqlite|postgres).
let catalog: Awaited<ReturnType<typeof freshCatalog>>
const sent: EmailMessage[] = []
const deps: Partial<AlertDeps> = {
  deliver: async (message) => void sent.push(message),
  overrides: async () => ({}),
  eraseMailCopies: async () => {},
  baseUrl: () => 'https://cars.example',
}
let run = 0
const client = () => `watch-client-${++run}`

const car = (id: string, fields: Record<string, unknown> = {}) => ({
  ...fixtureCars[0],
  car_brand: 'Lada',
  car_model: 'Niva',
  car_version: '1.7',
  car_body: 'Terräng',
  car_fuel: 'Vätgas',
  car_site_region: 'Norrbotten',
  car_price: 150_000,
  car_equipment: [],
  car_id: id,
  slug: `lada-niva-${id}`,
  ...fields,
})
/** The feed as it stands: what a full import of the site sends. */
const feed = new Map<string, object>(fixtureCars.map((record) => [record.car_id, record]))
const watched = ['w1', 'w2', 'w3', 'w4'].map((id) => car(id))

beforeAll(async () => {
  catalog = await freshCatalog()
  process.env.DATABASE_URL = catalog.url
  for (const record of [...watched, car('similar', { car_model: 'Taiga' })]) feed.set(record.car_id, record)
  await importRecords(vehicles, feed.values())
  await matchPendingChanges()
})
afterEach(() => void (sent.length = 0))
afterAll(async () => {
  await closeRateLimits()
  await catalog?.close()
})

async function watch(email: string, carId: string) {
  const result = await watchCar(
    { site: 'automotive-se', email, carId, detailPath: '/kop-bil/bil' },
    client(),
    { deps },
  )
  expect(result.status).toBe(202)
  const mail = sent.pop() as EmailMessage
  return { mail, token: /confirm\?token=([\w-]+)/.exec(mail.text)?.[1] as string }
}

async function confirmedWatch(email: string, carId: string) {
  const { token } = await watch(email, carId)
  const result = await confirmAlert(token)
  expect(result.status).toBe(200)
  return result.body as { alertId: number; manageToken: string }
}

async function importAndMail(cars: object[], options: { replace?: boolean } = {}) {
  for (const record of cars) feed.set((record as { car_id: string }).car_id, record)
  await importRecords(vehicles, options.replace ? feed.values() : cars, options)
  await matchPendingChanges()
  await sendCarWatchMails({ deps })
  const mails = [...sent]
  sent.length = 0
  return mails
}

describe('watching a car', () => {
  it('sends only the opt-in mail until confirmed, then a price drop from what to what, once', async () => {
    const { mail, token } = await watch('drop@example.com', 'w1')
    expect(mail.subject).toBe('Bekräfta bevakningen av bilen')
    expect(mail.text).toContain('Lada Niva 1.7')
    expect(await importAndMail([car('w1', { car_price: 145_000 })])).toEqual([])

    expect((await confirmAlert(token)).status).toBe(200)
    const [drop] = await importAndMail([car('w1', { car_price: 139_900 })])
    expect(drop.to).toBe('drop@example.com')
    expect(drop.subject).toBe('Sänkt pris på Lada Niva 1.7')
    expect(drop.text).toMatch(/från 145\s000\skr till 139\s900\skr/)
    expect(drop.text).toContain('https://cars.example/kop-bil/bil/w1/lada-niva-w1')
    expect(drop.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(drop.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/cars\.example\/api\/alerts\/unsubscribe\?token=/,
    )
    expect(drop.text).toContain('https://cars.example/alerts/manage?token=')

    // The same feed again, or a higher price, tells nothing.
    expect(await importAndMail([car('w1', { car_price: 139_900 })])).toEqual([])
    expect(await importAndMail([car('w1', { car_price: 149_900 })])).toEqual([])
  })

  it('tells when the car is reserved, in the language of the alert, once', async () => {
    const { token } = await watch('reserved@example.com', 'w2')
    await confirmAlert(token)
    const reserved = car('w2', { car_status: 'Reserved' })
    const [mail] = await importAndMail([reserved])
    expect(mail.subject).toBe('Lada Niva 1.7 är reserverad')
    expect(await importAndMail([reserved])).toEqual([])
  })

  it('tells when the car is gone from the feed, offers similar cars and ends the watch', async () => {
    const { manageToken } = await confirmedWatch('gone@example.com', 'w3')
    feed.delete('w3')
    const [mail] = await importAndMail([], { replace: true })
    expect(mail.subject).toBe('Lada Niva 1.7 är såld')
    expect(mail.text).toContain('Liknande bilar:')
    expect(mail.text).toContain('https://cars.example/kop-bil/bil/similar/lada-niva-similar')
    expect(mail.text).not.toContain('/w3/')
    const { alerts } = (await listAlerts(manageToken)).body as { alerts: { status: string; carId: string }[] }
    expect(alerts).toEqual([expect.objectContaining({ status: 'ended', carId: 'w3' })])
    // The same full import again, or the car back and gone again, sends nothing to an ended watch.
    expect(await importAndMail([], { replace: true })).toEqual([])
  })

  it('answers 400 for an unknown car or a bad address, with a message per field', async () => {
    const unknown = await watchCar(
      { site: 'automotive-se', email: 'a@example.com', carId: 'nope' },
      client(),
      { deps },
    )
    expect(unknown).toMatchObject({ status: 400, body: { fields: { carId: expect.any(String) } } })
    const bad = await watchCar({ site: 'automotive-se', email: 'x', carId: 'w1' }, client(), { deps })
    expect(bad).toMatchObject({ status: 400, body: { fields: { email: expect.any(String) } } })
    expect(sent).toEqual([])
  })

  it('is erased with everything else of the address', async () => {
    const { manageToken } = await confirmedWatch('erase@example.com', 'w4')
    await importRecords(vehicles, [car('w4', { car_price: 99_000 })])
    await matchPendingChanges()
    const db = await catalogDb()
    const queued = () =>
      db.query(
        `SELECT count(*) AS n FROM alert_car_events e JOIN alerts a ON a.id = e.alert_id WHERE a.email = ?`,
        ['erase@example.com'],
      )
    expect(Number((await queued())[0].n)).toBe(1)
    expect((await manageAlerts({ token: manageToken, action: 'erase' }, { deps })).status).toBe(200)
    expect(Number((await db.query('SELECT count(*) AS n FROM alert_car_events'))[0].n)).toBe(0)
    expect(((await listAlerts(manageToken)).body as { alerts: unknown[] }).alerts).toEqual([])
    expect(await sendCarWatchMails({ deps })).toBe(0)
  })
})
