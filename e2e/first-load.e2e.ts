// What a phone's first visit costs, as far as markup and headers decide it. The figures
// themselves (Lighthouse) are a benchmark (`npm run bench:lighthouse`); these are the causes found
// there, each of which a visitor pays for.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSites } from '../src/seed/sites'
import { adminUrl, launchBrowser, openPage, requestSite, siteUrl } from './support/browser'
import { detailPath, findCar, findCars, siteOf, text } from './detail/support'
import { smoke } from './support/tags'
import { firstLoadScripts } from '../server/after-first-paint.mjs'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Markers React leaves when a part of the page was sent empty and swapped in by script later. */
const streamedLater = /<template id="B:\d+"|<div hidden id="S:\d+"/

describe('a page arrives whole', () => {
  it.each(demoSites.map((site) => site.name))(
    'the home page of %s has every section in its HTML',
    async (site) => {
      const page = await requestSite(site, '/')
      expect(page.status).toBe(200)
      expect(page.body).not.toMatch(streamedLater)
    },
  )

  it('so do the car list and a car page', async () => {
    const car = await findCar('automotive-se', { car_is_sample: [false] })
    for (const path of [siteOf('automotive-se').pathToCarList, detailPath('automotive-se', car)]) {
      const page = await requestSite('automotive-se', path)
      expect(page.status).toBe(200)
      expect(page.body, path).not.toMatch(streamedLater)
    }
  })

  it('shows the hero first on a phone without script (no section slides in above what is shown)', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    })
    const page = await context.newPage()
    await page.goto(siteUrl('automotive-se', '/'))
    const first = page.locator('main > section').first()
    expect(await first.getAttribute('data-block')).toBe('hero-banner')
    expect(await first.locator('img').first().isVisible()).toBe(true)
    await context.close()
  })
})

describe('the largest paint', () => {
  it(
    "is the hero's image, asked for from the head with high priority, for the phone and the desktop",
    smoke,
    async () => {
      const page = await requestSite('automotive-se', '/')
      const head = page.body.slice(0, page.body.indexOf('</head>'))
      const hero = page.body.slice(page.body.indexOf('data-block="hero-banner"'))
      const heroSources = [...hero.matchAll(/<(?:source|img) [^>]*srcSet="\/_i\/\d+(\/[^" ]+)/gi)]
        .slice(0, 2)
        .map((match) => match[1])
      expect(heroSources).toHaveLength(2)
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0])
      for (const [source, media] of [
        [heroSources[0], '(max-width: 767px)'],
        [heroSources[1], '(min-width: 768px)'],
      ]) {
        const preload = preloads.find((link) => link.includes(source))
        expect(preload, source).toBeDefined()
        expect(preload).toContain('fetchPriority="high"')
        expect(preload).toContain(`media="${media}"`)
      }
    },
  )

  it("is the first story's image on the stories index, loaded at once and first, under the page's heading", async () => {
    const page = await requestSite('automotive-se', '/aktuellt')
    const list = page.body.slice(page.body.indexOf('data-block="stories-list"'))
    const [first, second] = [...list.matchAll(/<img [^>]*>/g)].map((match) => match[0])
    expect(first).toContain('fetchPriority="high"')
    expect(first).not.toContain('loading="lazy"')
    // The cards further down still wait until they near the viewport.
    expect(second).toContain('loading="lazy"')
  })

  it("is a story's image beside its opening text, asked for from the head", async () => {
    const index = await requestSite('automotive-se', '/aktuellt')
    const story = index.body.match(/href="(\/aktuellt\/[^/"]+\/[^/"]+)"/)?.[1]
    expect(story).toBeDefined()
    const page = await requestSite('automotive-se', story!)
    const head = page.body.slice(0, page.body.indexOf('</head>'))
    const blurb = page.body.slice(page.body.indexOf('data-block="blurb"'))
    const image = blurb.match(/<img [^>]*>/)?.[0] ?? ''
    const source = image.match(/srcSet="\/_i\/\d+(\/[^" ]+)/)?.[1]
    expect(source).toBeDefined()
    expect(image).not.toContain('loading="lazy"')
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
      .map((match) => match[0])
      .filter((link) => link.includes(source!))
    // Once: React writes the preload of an eager image itself, and a second one only adds weight.
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('fetchPriority="high"')
  })

  it('is not competed for by a slider further down the page', async () => {
    const page = await requestSite('automotive-se', '/')
    const head = page.body.slice(0, page.body.indexOf('</head>'))
    const slider = page.body.slice(page.body.indexOf('data-block="slider-banner"'))
    const sliderSource = slider.match(/srcSet="\/_i\/\d+(\/[^" ]+)/)?.[1]
    expect(sliderSource).toBeDefined()
    expect(head).not.toContain(sliderSource)
  })
})

describe("a car card's weight", () => {
  it.each([1, 2])(
    'its image is the size a %ix screen draws sharply, and only the first row waits behind a placeholder',
    async (density) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: density,
      })
      const page = await context.newPage()
      await page.goto(siteUrl('automotive-se', siteOf('automotive-se').pathToCarList))
      // The first card's image (loaded at once, preloaded from the head) and one further down.
      for (const position of [0, 5]) {
        const image = page.locator('[data-vehicle-card] img').nth(position)
        await image.scrollIntoViewIfNeeded()
        await page.waitForFunction(
          (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
          await image.elementHandle(),
        )
        const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc)
        expect(new URL(source).pathname.split('/')[2], `card ${position + 1}`).toBe(String(640 * density))
      }
      // The first row's images load at once over the feed's blurred placeholder; further down they
      // load ahead of the scroll, and a placeholder there would be markup sent twice for nothing.
      const placeholders = await page
        .locator('[data-vehicle-card]')
        .evaluateAll((cards) => cards.map((card) => card.firstElementChild?.getAttribute('style') ?? ''))
      expect(placeholders.length).toBe(48)
      expect(placeholders.slice(0, 4).every((style) => style.includes('--blur-url'))).toBe(true)
      expect(placeholders.slice(4).some((style) => style.includes('--blur-url'))).toBe(false)
      await context.close()
    },
  )

  it("is sent once: the payload of a list or a carousel carries each card's values, not its markup", async () => {
    for (const path of [siteOf('automotive-se').pathToCarList, '/kop-bil/audi', '/']) {
      const page = await requestSite('automotive-se', path)
      const cards = [...page.body.matchAll(/<article data-vehicle-card="(\d+)"/g)].map((match) => match[1])
      expect(cards.length, path).toBeGreaterThan(8)
      const payload = [...page.body.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/g)]
        .map((match) => match[1])
        .join('')
      // Before, each card's elements were in the payload as well (about 2 KB each).
      expect(payload, path).not.toContain('data-vehicle-card')
      // Each card's values are: its id, and its price as the card shows it.
      const shown = page.body.match(/<span data-price-main="[^"]*"[^>]*>([^<]+)</)?.[1]
      expect(payload, path).toContain(`[\\"${cards[0]}\\",`)
      expect(payload, path).toContain(`\\"${shown}\\"`)
    }
  })
})

describe("the car list's catalog value labels", () => {
  it('are only those of the values its index holds: none where the catalog speaks the page language', async () => {
    const swedish = await requestSite('automotive-se', siteOf('automotive-se').pathToCarList)
    expect(swedish.body).toContain('\\"catalogValues\\":{}')
    // The Norwegian catalog on the English pages of the Norwegian site: its words, not Finland's.
    const english = await requestSite('automotive-no', '/en/buy-car')
    expect(english.status).toBe(200)
    expect(english.body).toContain('\\"Stasjonsvogn\\":\\"Estate\\"')
    expect(english.body).not.toContain('\\"Farmari\\"')
  })
})

describe('the weight of other cards', () => {
  it("gives a kit card's blurred placeholder only to the first row, whose images load at once", async () => {
    const page = await requestSite('automotive-se', '/service/tillbehor')
    const boxes = [...page.body.matchAll(/<article data-kit="[^"]+"[^>]*><div ([^>]*)>/g)].map(
      (match) => match[1],
    )
    expect(boxes.length).toBeGreaterThan(8)
    expect(boxes.slice(0, 4).every((box) => box.includes('--blur-url:url('))).toBe(true)
    expect(boxes.slice(4).some((box) => box.includes('blur'))).toBe(false)
  })

  it("sends the navigation's items without false flags, and cards, images and icons without undefined attributes", async () => {
    for (const path of ['/', siteOf('automotive-se').pathToCarList]) {
      const page = await requestSite('automotive-se', path)
      expect(page.body, path).toContain('\\"title\\":\\"Köp bil\\"')
      const unread = [
        'isExternal\\":false',
        'topSelected\\":false',
        '\\"imageUrl\\"',
        'fetchPriority\\":\\"$undefined',
        'style\\":\\"$undefined',
        'role\\":\\"$undefined',
      ]
      expect(
        unread.filter((text) => page.body.includes(text)),
        path,
      ).toEqual([])
    }
  })
})

describe('the first request is the only one', () => {
  it('sends no critical client hint on site pages, so the browser does not fetch the page twice', async () => {
    for (const path of ['/', '/kop-bil', '/om-oss/kontakt']) {
      const page = await requestSite('automotive-se', path)
      expect(page.headers['critical-ch'], path).toBeUndefined()
    }
  })

  it('keeps the admin its colour-scheme hint', async () => {
    const admin = await fetch(adminUrl('/admin/login'), { redirect: 'manual' })
    expect(admin.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

describe('the scripts of a first load', () => {
  it("of the booking and tire hotel flows carry zod's small build, not the whole library", async () => {
    for (const path of ['/service/boka-service', '/service/dackhotell']) {
      const page = await requestSite('automotive-se', path)
      expect(page.status).toBe(200)
      const scripts = firstLoadScripts(page.body)
      expect(scripts.length).toBeGreaterThan(0)
      const bodies = await Promise.all(
        scripts.map(async (source) => (await requestSite('automotive-se', source)).body),
      )
      // The flows parse the API's answers in the browser (zod/mini) ...
      expect(
        bodies.some((body) => body.includes('invalid_type')),
        path,
      ).toBe(true)
      // ... without classic zod's methods and JSON Schema export (27 KB brotli before).
      for (const [index, body] of bodies.entries()) expect(body, scripts[index]).not.toContain('toJSONSchema')
    }
  })

  it('start loading only once the page has been painted, and the islands then hydrate', async () => {
    // The server lists the framework's chunks in one loader instead of the head's tags
    // (server/after-first-paint.mjs), so the first viewport shares the line with no script.
    const html = (await requestSite('automotive-se', '/kop-bil')).body
    // The tag found, if any, rather than the whole page in the failure.
    expect(/<script src="\/_next\/static\/[^"]+"[^>]* async=""/.exec(html)?.[0]).toBeUndefined()
    expect(/<link rel="preload"[^>]* as="script"[^>]*>/.exec(html)?.[0]).toBeUndefined()
    expect(firstLoadScripts(html).length).toBeGreaterThan(5)
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/kop-bil'))
    await page.locator('[data-car-list][data-hydrated]').waitFor({ state: 'attached' })
    const { painted, requested } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(requested.length).toBeGreaterThan(5)
    expect(Math.min(...requested)).toBeGreaterThan(painted)
    await context.close()
  })

  it("are compiled while they stream in: each starts with V8's compile hint (scripts/compile-hints.mjs)", async () => {
    const scripts = new Set<string>()
    for (const path of [
      '/',
      '/kop-bil',
      '/kop-bil/salj-din-bil',
      '/service/tillbehor',
      '/om-oss/tyck-till',
    ]) {
      const page = await requestSite('automotive-se', path)
      expect(page.status).toBe(200)
      for (const script of firstLoadScripts(page.body)) scripts.add(script)
    }
    expect(scripts.size).toBeGreaterThan(10)
    const unhinted: string[] = []
    for (const script of scripts) {
      const chunk = await requestSite('automotive-se', script)
      expect(chunk.status, script).toBe(200)
      if (!chunk.body.startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(script)
    }
    expect(unhinted).toEqual([])
  })

  it('break no rule of the content security policy (no eval from a bundled validator)', async () => {
    // Every island's page: the car list, the booking flow and its mechanic-mate variant, the forms,
    // the tire hotel, the kit catalogue, the map.
    for (const path of [
      '/',
      '/kop-bil',
      '/service/boka-service',
      '/kop-bil/salj-din-bil',
      '/om-oss/tyck-till',
      '/service/dackhotell',
      '/service-och-verkstad/boka-service',
      '/service/tillbehor',
      '/anlaggningar',
    ]) {
      const { context, page } = await openPage(browser, 'mobile')
      const cdp = await context.newCDPSession(page)
      const issues: string[] = []
      cdp.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details))
      })
      await cdp.send('Audits.enable')
      await page.goto(siteUrl('automotive-se', path))
      await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' })
      // Every script of the first load has run once the load event has fired.
      await page.waitForLoadState('load')
      expect(issues, path).toEqual([])
      await context.close()
    }
  })
})

describe('the islands of a first load', () => {
  // A page's first Intl.NumberFormat or DateTimeFormat starts the browser's locale data: one task
  // of 35–70 ms here, four times that on Lighthouse's phone. Islands show the server's texts while
  // they hydrate and build a formatter only when the visitor changes something.
  it('build no number or date format while the page loads, and hydrate without a mismatch', async () => {
    const loanCar = await findCar('automotive-se', { car_has_loan: [true] })
    const [ukCar] = await findCars('automotive-uk', { car_is_used: [true] }, 1)
    const pages: Array<[site: string, path: string, islands: string]> = [
      ['automotive-se', siteOf('automotive-se').pathToCarList, '[data-car-list]'],
      [
        'automotive-se',
        detailPath('automotive-se', loanCar),
        '[data-loan-calculator], [data-company-leasing], [data-similar-cars], [data-contact-form]',
      ],
      ['automotive-uk', detailPath('automotive-uk', ukCar), '[data-finance-calculator], [data-similar-cars]'],
      ['automotive-se', '/service/tillbehor', '[data-kit-catalogue]'],
      ['automotive-se', '/service/boka-service', '[data-service-booking]'],
      ['automotive-se', '/service-och-verkstad/boka-service', '[data-service-booking]'],
      ['automotive-se', '/service/dackhotell', '[data-tire-hotel]'],
      ['automotive-no', '/service/serviceforesporsel', '[data-service-request-form]'],
    ]
    for (const [site, path, islands] of pages) {
      const { context, page } = await openPage(browser, 'mobile')
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.addInitScript(() => {
        const built: string[] = []
        Object.assign(window, { intlBuilt: built })
        for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object
          const Counted = function (...args: unknown[]) {
            built.push(`${name} ${JSON.stringify(args)}`)
            return new Original(...args)
          }
          Counted.prototype = Original.prototype
          Object.assign(Intl, { [name]: Counted })
        }
      })
      await page.goto(siteUrl(site, path))
      const label = `${site}${path}`
      // The mechanic-mate flow is drawn in the browser only: wait for it to be there.
      await page.locator(islands).first().waitFor({ state: 'attached' })
      await page.waitForFunction(
        (selector) =>
          [...document.querySelectorAll(selector)].every((island) => island.hasAttribute('data-hydrated')),
        islands,
      )
      await page.waitForLoadState('load')
      expect(
        await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
        label,
      ).toEqual([])
      expect(errors, label).toEqual([])
      await context.close()
    }
  })

  // Below-the-fold islands hydrate after the page (src/ui/hydration/hydrate-later.tsx). Before,
  // the page hydrated as one piece, so every island's script held up the controls at the top.
  it("let the car page's gallery work while the contact form further down still waits for its script", async () => {
    const car = await findCar('automotive-se', { car_is_sample: [false] })
    const { context, page } = await openPage(browser, 'mobile')
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const held: string[] = []
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
      // Node resolves no *.localhost name; a static chunk is the same on every host.
      const address = new URL(route.request().url())
      address.hostname = '127.0.0.1'
      const response = await route.fetch({ url: address.href })
      const body = await response.text()
      if (body.includes('CarContactForm')) {
        held.push(route.request().url())
        await released
      }
      await route.fulfill({ response, body })
    })
    await page.goto(siteUrl('automotive-se', detailPath('automotive-se', car)))
    const gallery = page.locator('[data-gallery]')
    await gallery.locator('[aria-roledescription="carousel"][data-hydrated]').waitFor()
    expect(held).not.toEqual([])
    expect(await page.locator('[data-contact-form]').getAttribute('data-hydrated')).toBeNull()
    const next = gallery.getByRole('button', { name: text('automotive-se', 'carouselNext') })
    await expect.poll(() => next.isEnabled()).toBe(true)
    await next.click()
    await expect
      .poll(() => gallery.locator('[data-carousel-dots] [aria-current="true"]').getAttribute('aria-label'))
      .toBe(text('automotive-se', 'carouselGoTo').replace('{n}', '2'))
    release()
    await page.locator('[data-contact-form][data-hydrated] button[type="submit"]').click()
    await page.locator('[data-contact-form] [data-form-alert="invalid"] p').waitFor()
    await context.close()
  })
})
