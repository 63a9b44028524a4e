import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EmailMessage } from '@/services/email'
import { closeRateLimits } from '@/services/rate-limit'
import { importRecords } from '@/services/search'
import { fixtureCars, freshCatalog, vehicles } from '@/services/search/test-fixtures'
import { sendBySmtp } from '@/services/email/smtp'
import { startSmtpServer } from '@/test/smtp-server'
import { unsubscribeToken } from './tokens'
import {
  alertToConfirm,
  alertToUnsubscribe,
  confirmAlert,
  createAlert,
  listAlerts,
  manageAlerts,
  matchPendingChanges,
  recordBounce,
  sendDueAlertMails,
  unsubscribe,
  type AlertDeps,
} from '.'

// Saved searches on the database under test (TEST_DB=sqlite|postgres): the catalog and the rate
// limits' counters in one fresh database, mails caught instead of sent.
let catalog: Awaited<ReturnType<typeof freshCatalog>>
const sent: EmailMessage[] = []
const erased: string[] = []
const deps: Partial<AlertDeps> = {
  deliver: async (message) => void sent.push(message),
  overrides: async () => ({}),
  eraseMailCopies: async (email) => void erased.push(email),
  baseUrl: () => 'https://cars.example',
  siteAddress: async () => null,
}
let run = 0
const client = () => `client-${++run}`

beforeAll(async () => {
  catalog = await freshCatalog()
  process.env.DATABASE_URL = catalog.url
  await importRecords(vehicles, fixtureCars)
  await matchPendingChanges() // the first import's cars are new to no alert
})
afterEach(() => {
  sent.length = 0
  for (const name of ['RATE_LIMIT_ALERTS_CLIENT', 'RATE_LIMIT_ALERT_OPT_INS_PER_ADDRESS'])
    delete process.env[name]
})
afterAll(async () => {
  await closeRateLimits()
  await catalog?.close()
})

const car = (id: string, fields: Record<string, unknown> = {}) => ({
  ...fixtureCars[0],
  // Matches none of the other tests' alerts unless a test says otherwise.
  car_brand: 'Lada',
  car_model: 'Niva',
  car_body: 'Terräng',
  car_color: 'Kaki',
  car_equipment: [],
  car_id: id,
  slug: `car-${id}`,
  car_site_name: 'Bilhuset Göteborg',
  car_primary_image: { thumbnail_url: `https://img.example/${id}.webp` },
  ...fields,
})

async function subscribe(email: string, search: Record<string, unknown>, frequency = 'instant') {
  const result = await createAlert(
    {
      site: 'automotive-se',
      email,
      frequency,
      listPath: '/kop-bil?brand=Volvo',
      detailPath: '/kop-bil/bil',
      ...search,
    },
    client(),
    { deps },
  )
  expect(result.status).toBe(202)
  const mail = sent.pop() as EmailMessage
  const token = /confirm\?token=([\w-]+)/.exec(mail.text)?.[1] as string
  return { mail, token }
}

async function confirmed(email: string, search: Record<string, unknown>, frequency = 'instant') {
  const { token } = await subscribe(email, search, frequency)
  const result = await confirmAlert(token)
  expect(result.status).toBe(200)
  return result.body as { alertId: number; manageToken: string }
}

async function importAndMail(cars: object[]) {
  await importRecords(vehicles, cars)
  await matchPendingChanges()
  await sendDueAlertMails({ deps })
  const mails = [...sent]
  sent.length = 0
  return mails
}
const listedCars = (mail: EmailMessage) =>
  [...mail.text.matchAll(/\/kop-bil\/bil\/([^/]+)\//g)].map((match) => match[1])

describe('opt-in', () => {
  it('sends nothing but the opt-in mail until the address confirms, then the new matching cars', async () => {
    const { mail, token } = await subscribe('optin@example.com', { filters: { car_brand: ['Volvo'] } })
    expect(mail.to).toBe('optin@example.com')
    expect(mail.subject).toBe('Bekräfta din bevakning')
    expect(await importAndMail([car('o1', { car_brand: 'Volvo', car_model: 'XC60' })])).toEqual([])

    expect((await confirmAlert(token)).status).toBe(200)
    expect((await confirmAlert(token)).status).toBe(404) // used once
    const [alert] = await importAndMail([
      car('o2', { car_brand: 'Volvo', car_model: 'XC60', car_mileage: 12_340, car_price: 299_000 }),
    ])
    expect(alert.to).toBe('optin@example.com')
    expect(listedCars(alert)).toEqual(['o2'])
    expect(alert.text).toContain('Volvo XC60')
    expect(alert.text).toMatch(/299\s000\skr/)
    expect(alert.text).toMatch(/1\s234 mil/) // the Swedish market's unit
    expect(alert.text).toContain('Bilhuset Göteborg')
    expect(alert.text).toContain('https://cars.example/kop-bil?brand=Volvo')
    expect(alert.html).toContain('https://img.example/o2.webp')
    // o1 arrived before the confirmation: it was never queued for this alert.
    expect(listedCars(alert)).not.toContain('o1')
  })
})

describe('matching at import', () => {
  it('lists no car that changed before the alert was confirmed, even when no pass ran in between', async () => {
    await importRecords(vehicles, [car('c1', { car_brand: 'Volvo', car_model: 'V90' })]) // no pass yet
    const imported = Date.now()
    const { token } = await subscribe('later@example.com', {
      filters: { 'car_brand>car_model': ['Volvo>V90'] },
    })
    while (Date.now() <= imported); // the confirmation is stamped after the change
    expect((await confirmAlert(token)).status).toBe(200)
    const mails = await importAndMail([car('c2', { car_brand: 'Volvo', car_model: 'V90' })])
    expect(mails.filter((mail) => mail.to === 'later@example.com').map(listedCars)).toEqual([['c2']])
  })

  it('mails each alert the cars its filters and keyphrase match, each car once', async () => {
    await confirmed('suv@example.com', { filters: { car_body: ['SUV'], car_price: [0, 400_000] } })
    await confirmed('tesla@example.com', { keyphrase: 'model 3' })
    await confirmed('neither@example.com', { filters: { 'car_brand>car_model': ['BMW>X5'] } })
    const cars = [
      car('m1', { car_body: 'SUV', car_price: 390_000 }),
      car('m2', { car_body: 'SUV', car_price: 500_000 }),
      car('m3', { car_brand: 'Tesla', car_model: 'Model 3', car_body: 'Sedan', car_price: 380_000 }),
      car('m4', { car_body: 'Kombi' }),
    ]
    const mails = await importAndMail(cars)
    const byAddress = Object.fromEntries(mails.map((mail) => [mail.to, listedCars(mail)]))
    expect(byAddress['suv@example.com']).toEqual(['m1'])
    expect(byAddress['tesla@example.com']).toEqual(['m3'])
    expect(byAddress['neither@example.com']).toBeUndefined()

    // The same feed again changes nothing; a price change of a car already sent lists it no more.
    expect(await importAndMail(cars)).toEqual([])
    const again = await importAndMail([car('m1', { car_body: 'SUV', car_price: 350_000 })])
    expect(again.filter((mail) => mail.to === 'suv@example.com')).toEqual([])
    // A price drop that brings a car into the range is news for that alert.
    const [drop] = await importAndMail([car('m2', { car_body: 'SUV', car_price: 399_000 })])
    expect(drop.to).toBe('suv@example.com')
    expect(listedCars(drop)).toEqual(['m2'])
  })

  it('reaches every alert when the pass reads the alerts a page at a time', async () => {
    const addresses = ['page-a@example.com', 'page-b@example.com', 'page-c@example.com']
    for (const email of addresses) await confirmed(email, { filters: { car_color: ['Magenta'] } })
    await importRecords(vehicles, [car('p1', { car_color: 'Magenta' })])
    // Pages of two: the earlier tests' alerts fill the first pages, these three come last.
    await matchPendingChanges({ alertsPerPage: 2 })
    await sendDueAlertMails({ deps })
    const mails = sent.filter((mail) => mail.to.startsWith('page-'))
    expect(Object.fromEntries(mails.map((mail) => [mail.to, listedCars(mail)]))).toEqual(
      Object.fromEntries(addresses.map((email) => [email, ['p1']])),
    )
  })

  it('queues a car once when the matching pass runs twice at the same time', async () => {
    await confirmed('twice@example.com', { filters: { car_color: ['Grön'] } })
    await importRecords(vehicles, [car('t1', { car_color: 'Grön' })])
    await Promise.all([matchPendingChanges(), matchPendingChanges()])
    await Promise.all([sendDueAlertMails({ deps }), sendDueAlertMails({ deps })])
    const mails = sent.filter((mail) => mail.to === 'twice@example.com')
    expect(mails.map(listedCars)).toEqual([['t1']])
  })

  it('waits for a daily alert until a day has passed since its last mail', async () => {
    await confirmed('daily@example.com', { filters: { car_color: ['Orange'] } }, 'daily')
    expect((await importAndMail([car('d1', { car_color: 'Orange' })])).map((mail) => mail.to)).toEqual([
      'daily@example.com',
    ])
    expect(await importAndMail([car('d2', { car_color: 'Orange' })])).toEqual([])
    await sendDueAlertMails({ deps, now: new Date(Date.now() + 86_400_000 + 1000) })
    expect(sent.map(listedCars)).toEqual([['d2']])
  })
})

describe('unsubscribe', () => {
  it('carries RFC 8058 headers whose one-click POST stops the alert', async () => {
    await confirmed('unsub@example.com', { filters: { car_color: ['Lila'] } })
    const [mail] = await importAndMail([car('u1', { car_color: 'Lila' })])
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const address = /^<(https:\/\/cars\.example\/api\/alerts\/unsubscribe\?token=([\w.]+))>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )
    expect(address).not.toBeNull()
    // The reader's link opens the page whose button POSTs; the header is the one-click POST's address.
    expect(mail.text).toContain(`https://cars.example/alerts/unsubscribe?token=${address![2]}`)
    expect((await unsubscribe(address![2])).status).toBe(200)
    expect(await importAndMail([car('u2', { car_color: 'Lila' })])).toEqual([])
    expect((await unsubscribe(`${address![2]}0`)).status).toBe(404)
  })

  it('sends nothing more to a bounced address', async () => {
    await confirmed('bounce@example.com', { filters: { car_color: ['Beige'] } })
    await recordBounce('Bounce@example.com')
    expect(await importAndMail([car('b1', { car_color: 'Beige' })])).toEqual([])
  })

  it("takes the mail server's refusal of an address as a bounce, and the address's other alerts pause", async () => {
    const { manageToken } = await confirmed('gone@example.com', { filters: { car_color: ['Ockra'] } })
    await confirmed('gone@example.com', { filters: { car_brand: ['Lada'] } }, 'weekly')
    const server = await startSmtpServer({ unknown: ['gone@example.com'] })
    try {
      const smtp = {
        ...deps,
        deliver: (message: EmailMessage) => sendBySmtp(server.url, 'alerts@cars.example', message),
      }
      await importRecords(vehicles, [car('r1', { car_color: 'Ockra' })])
      await matchPendingChanges()
      await sendDueAlertMails({ deps: smtp })
      expect(server.messages).toEqual([])
      const listed = (await listAlerts(manageToken)).body as { alerts: { status: string }[] }
      expect(listed.alerts.map((alert) => alert.status)).toEqual(['paused', 'paused'])
    } finally {
      await server.close()
    }
  })
})

describe('links', () => {
  it("open the alert's site, in the alert's language, on the pages that act only on a POST", async () => {
    const site = { url: 'http://automotive-se.localhost:3000/', defaultLanguage: 'sv' }
    const onSite = { ...deps, siteAddress: async (name: string) => (name === 'automotive-se' ? site : null) }
    const created = await createAlert(
      {
        site: 'automotive-se',
        email: 'links@example.com',
        frequency: 'instant',
        language: 'en',
        listPath: '/en/buy-car',
      },
      client(),
      { deps: onSite },
    )
    expect(created.status).toBe(202)
    const token = /\/en\/alerts\/confirm\?token=([\w-]+)/.exec((sent.pop() as EmailMessage).text)?.[1]
    expect(token).toBeDefined()
    await confirmAlert(token!)
    await importRecords(vehicles, [car('l1')])
    await matchPendingChanges()
    await sendDueAlertMails({ deps: onSite })
    const mail = sent.find((message) => message.to === 'links@example.com')!
    expect(mail.text).toContain('http://automotive-se.localhost:3000/en/buy-car')
    expect(mail.text).toMatch(/http:\/\/automotive-se\.localhost:3000\/en\/alerts\/manage\?token=/)
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/automotive-se\.localhost:3000\/api\/alerts\/unsubscribe\?token=[\w.]+>$/,
    )
  })
})

describe('pages', () => {
  it('name the alert a link stands for, in words, before a button acts', async () => {
    const search = {
      filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'], car_price: [100_000, 200_000] },
      keyphrase: 'dragkrok',
    }
    const { token } = await subscribe('label@example.com', search)
    const label = /^XC60, 100\s000 – 200\s000, “dragkrok”$/
    expect((await alertToConfirm(token))?.label).toMatch(label)
    const confirmedAlert = await confirmAlert(token)
    expect(await alertToConfirm(token)).toBeNull()
    const { alertId, manageToken } = confirmedAlert.body as { alertId: number; manageToken: string }
    const listed = (await listAlerts(manageToken)).body as { alerts: { id: number; label: string }[] }
    expect(listed.alerts.find((alert) => alert.id === alertId)?.label).toMatch(label)
    expect(await alertToUnsubscribe(unsubscribeToken(alertId))).toMatchObject({ status: 'active' })
    expect(await alertToUnsubscribe(`${unsubscribeToken(alertId)}0`)).toBeNull()
  })
})

describe('bounds', () => {
  it('answers 429 past the opt-in mails per client and per address, 400 past the alerts per address', async () => {
    process.env.RATE_LIMIT_ALERTS_CLIENT = '2/3600'
    const body = (email: string) => ({ site: 'automotive-se', email, frequency: 'weekly' })
    expect((await createAlert(body('c1@example.com'), 'one-client', { deps })).status).toBe(202)
    expect((await createAlert(body('c2@example.com'), 'one-client', { deps })).status).toBe(202)
    const third = await createAlert(body('c3@example.com'), 'one-client', { deps })
    expect(third.status).toBe(429)
    expect(third.headers?.['Retry-After']).toMatch(/^\d+$/)

    sent.length = 0
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await createAlert(body('target@example.com'), client(), { deps })).status).toBe(202)
    const fourth = await createAlert(body('target@example.com'), client(), { deps })
    expect(fourth.status).toBe(429)
    expect(sent).toHaveLength(3)

    process.env.RATE_LIMIT_ALERT_OPT_INS_PER_ADDRESS = '100/3600'
    for (let attempt = 0; attempt < 20; attempt++)
      await createAlert(body('many@example.com'), client(), { deps })
    const over = await createAlert(body('many@example.com'), client(), { deps })
    expect(over).toMatchObject({
      status: 400,
      body: { fields: { email: expect.stringMatching(/20 alerts/) } },
    })
  })

  it('answers 400 with a message per field for a bad body, an unknown site or filter', async () => {
    const bad = await createAlert(
      { site: 'automotive-se', email: 'not-mail', frequency: 'hourly' },
      client(),
      { deps },
    )
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { email: expect.any(String), frequency: expect.any(String) } },
    })
    const site = await createAlert(
      { site: 'nowhere-se', email: 'a@example.com', frequency: 'daily' },
      client(),
      { deps },
    )
    expect(site).toMatchObject({ status: 400, body: { fields: { site: 'Unknown site' } } })
    const filter = await createAlert(
      { site: 'automotive-se', email: 'a@example.com', frequency: 'daily', filters: { car_wings: ['2'] } },
      client(),
      { deps },
    )
    expect(filter).toMatchObject({
      status: 400,
      body: { fields: { filters: expect.stringMatching(/car_wings/) } },
    })
    expect(sent).toEqual([])
  })

  it('says once that an alert found nothing for long, and pauses it', async () => {
    await confirmed('idle@example.com', { filters: { car_color: ['Turkos'] } })
    const later = new Date(Date.now() + 91 * 86_400_000)
    await sendDueAlertMails({ deps, now: later })
    await sendDueAlertMails({ deps, now: later })
    const notices = sent.filter((mail) => mail.to === 'idle@example.com')
    expect(notices.map((mail) => mail.subject)).toEqual(['Din bevakning har pausats'])
    sent.length = 0
    expect(await importAndMail([car('i1', { car_color: 'Turkos' })])).toEqual([])
  })
})

describe('managing by the signed address link', () => {
  it('lists, pauses, deletes and erases the alerts of the address only', async () => {
    const first = await confirmed('manage@example.com', { filters: { car_color: ['Rosa'] } })
    await confirmed('manage@example.com', { keyphrase: 'golf' }, 'weekly')
    await confirmed('other@example.com', { filters: { car_color: ['Rosa'] } })
    const list = async () =>
      (await listAlerts(first.manageToken)).body as { alerts: { id: number; status: string }[] }
    expect((await list()).alerts).toHaveLength(2)
    expect((await listAlerts(`${first.manageToken}x`)).status).toBe(404)

    const token = first.manageToken
    expect((await manageAlerts({ token, action: 'pause', alertId: first.alertId })).status).toBe(200)
    const mails = await importAndMail([car('g1', { car_color: 'Rosa' })])
    expect(mails.map((mail) => mail.to)).toEqual(['other@example.com'])

    expect(
      (await manageAlerts({ token, action: 'frequency', alertId: first.alertId, frequency: 'sometimes' }))
        .status,
    ).toBe(400)
    const otherId = (await listAlerts((await confirmed('third@example.com', {})).manageToken)).body as {
      alerts: { id: number }[]
    }
    expect((await manageAlerts({ token, action: 'delete', alertId: otherId.alerts[0].id })).status).toBe(404)

    expect((await manageAlerts({ token, action: 'erase' }, { deps })).status).toBe(200)
    expect((await list()).alerts).toEqual([])
    expect(erased).toEqual(['manage@example.com'])
  })
})
