// The main region of seeded pages: the content blocks (spec 01 §2.4) in every language.
import { carsInStock, demoSiteNames } from '@/seed/catalog/markets'
import { representativeLoan } from '@/seed/catalog/finance'
import { defaultFinanceConfig } from '@/services/finance/engine/config'
import { representativeExample } from '@/services/finance/engine/present'
import { quote } from '@/services/finance/engine/quote'
import { fill } from '@/lib/i18n/fill'
import { languageByCode } from '@/lib/i18n/languages'
import { homeTexts, pageConcepts } from '../content'
import { document, heading, paragraph } from '../lexical'
import type { DemoSite } from '../sites'
import { carPhoto, type Scene } from './content-images'
import { copy, say } from './content-copy'
import { localisedSeedPath, richContent, spacer } from './shared'
import type { SeedBlock, SeedPageContext } from './types'
import { mechanicMate } from './mechanic-mate'
import { serviceBooking, withServiceBooking } from './service-booking'
import { siteSelection, siteTeasers } from './sites'
import { tireHotel } from './tire-hotel'
import { kitCatalogue, kitVehicleSelector } from './kits'
import { formBuilder, marketingForm, sellCarForm, serviceRequestForm, statistic } from './forms'
import { carList } from './vehicles'

const block = (blockType: string, fields: Record<string, unknown>): SeedBlock =>
  ({ blockType, ...fields }) as SeedBlock

/** A public YouTube id for the demo (the player loads only when a visitor presses play). */
export const demoYoutubeId = 'M7lc1UVf-VE'

const currencies: Record<DemoSite['market'], { code: string; price: number }> = {
  SE: { code: 'SEK', price: 449_900 },
  NO: { code: 'NOK', price: 459_900 },
  UK: { code: 'GBP', price: 34_995 },
  FI: { code: 'EUR', price: 38_990 },
  SK: { code: 'EUR', price: 36_990 },
}

type MoneyContext = Pick<SeedPageContext, 'site' | 'language'>

/** The market's example price times `factor`, rounded to tens (the price itself unrounded). */
function examplePrice(context: MoneyContext, factor: number): number {
  const { price } = currencies[context.site.market]
  return factor === 1 ? price : Math.round((price * factor) / 10) * 10
}

/** An amount in the market's currency, whole units, the language's way. */
const formatMoney = (context: MoneyContext, amount: number): string =>
  new Intl.NumberFormat(languageByCode(context.language)!.intlLocale, {
    style: 'currency',
    currency: currencies[context.site.market].code,
    maximumFractionDigits: 0,
  }).format(amount)

const money = (context: MoneyContext, factor: number) => formatMoney(context, examplePrice(context, factor))

/**
 * The UK site's example is the UK finance calculator's: Hire Purchase at the built-in
 * configuration's defaults, quoted by its engine (a new car: no mileage, no age).
 */
function ukRepresentativeQuote(price: number) {
  const config = defaultFinanceConfig
  const result = quote(
    config,
    { price, mileage: 0, ageYears: 0 },
    { family: 'HP', term: config.hp.defaultTerm, calculation: 'ToRegularPayment' },
  )
  if (!result.ok) throw new Error(`No representative UK quote for ${price}: ${result.userMessage}`)
  return result.quote
}

/** A price's monthly cost as the site's representative loan example works it out. */
const representativeMonthly = (context: MoneyContext, price: number) =>
  formatMoney(
    context,
    context.site.market === 'UK'
      ? ukRepresentativeQuote(price).monthlyPayment
      : representativeLoan(price, currencies[context.site.market].code).figures.monthlyCost,
  )

function pageLink(context: SeedPageContext, key: string, text?: string) {
  const concept = pageConcepts.find((entry) => entry.key === key)
  const path = context.paths[key]
  if (!path) return undefined
  const href = localisedSeedPath(context.site, context.language, path)
  return { text: text ?? concept?.texts[context.language]?.title ?? key, href }
}

function pageTitle(context: SeedPageContext, key: string): string {
  return pageConcepts.find((entry) => entry.key === key)?.texts[context.language]?.title ?? key
}

// Uploads run one at a time: SQLite allows one writer, and the same photo is shared by many blocks.
let uploads: Promise<unknown> = Promise.resolve()

function photo(
  context: SeedPageContext,
  scene: Scene,
  color: string,
  size: 'wide' | 'phone' | 'card',
): Promise<number> {
  const [width, height] = { wide: [1600, 900], phone: [750, 1000], card: [800, 600] }[size]
  const name = `${context.site.name}-${scene}-${color.slice(1)}-${size}.jpg`
  const alt = `${scene} – ${context.site.displayName}`
  const upload = uploads.then(async () =>
    context.upload(name, await carPhoto(scene, color, width, height), alt, 'image/jpeg'),
  )
  uploads = upload.catch(() => undefined)
  return upload
}

const t = (context: SeedPageContext, key: keyof typeof copy) => say(copy[key], context.language)

async function highlights(context: SeedPageContext, columns: '3' | '4') {
  const number = (value: number) =>
    new Intl.NumberFormat(languageByCode(context.language)!.intlLocale).format(value)
  const inStock = carsInStock(context.site)
  const items = [
    // A group site lists no cars, so it names its dealer brands instead of a stock figure.
    inStock === null
      ? {
          preTitle: t(context, 'ourBrands'),
          title: 'Automotive · Carstore',
          subTitle: t(context, 'oneGroup'),
        }
      : { preTitle: t(context, 'inStock'), title: number(inStock), subTitle: t(context, 'cars') },
    {
      preTitle: t(context, 'rightOfExchange'),
      title: `14 ${t(context, 'days')}`,
      subTitle: t(context, 'noQuestions'),
    },
    {
      preTitle: t(context, 'warranty'),
      title: `3 ${t(context, 'years')}`,
      subTitle: t(context, 'onEveryCar'),
    },
    { preTitle: t(context, 'rating'), title: `${number(4.6)}/5`, subTitle: t(context, 'reviews') },
  ]
  return block('highlightList', {
    title: t(context, 'highlightsTitle'),
    titleTag: 'h2',
    columns,
    backgroundColor: 'BackgroundColor1',
    items: items.slice(0, Number(columns)),
  })
}

const modelColors = ['#0b3d91', '#b91c1c', '#15803d', '#52525b'] as const

export async function carCards(
  context: SeedPageContext,
  variant: 'Row' | 'Slider1' | 'Slider2' | 'Slider4',
  count: number,
) {
  const models = [
    {
      title: 'Nordic Estate',
      text: t(context, 'estate'),
      fuel: t(context, 'hybrid'),
      range: '60 km',
      factor: 1,
    },
    {
      title: 'Urban SUV',
      text: t(context, 'suv'),
      fuel: t(context, 'electric'),
      range: '480 km',
      factor: 1.25,
    },
    {
      title: 'Volt Hatch',
      text: t(context, 'hatch'),
      fuel: t(context, 'electric'),
      range: '390 km',
      factor: 0.72,
    },
    {
      title: 'Grand Coupé',
      text: t(context, 'coupe'),
      fuel: t(context, 'hybrid'),
      range: '75 km',
      factor: 1.6,
    },
  ].slice(0, count)
  const cards = await Promise.all(
    models.map(async (model, index) => ({
      title: model.title,
      text: model.text,
      image: await photo(context, 'studio', modelColors[index], 'card'),
      // The target page's title, not "Read more": a link's text says where it goes (Lighthouse SEO).
      link: pageLink(context, index === 2 ? 'electric' : 'new'),
      isCampaign: index === 1,
      campaign: index === 1 ? t(context, 'campaign') : undefined,
      specs: [
        { label: t(context, 'priceFrom'), value: money(context, model.factor) },
        {
          label: t(context, 'monthly'),
          value: representativeMonthly(context, examplePrice(context, model.factor)),
        },
        { label: t(context, 'fuel'), value: model.fuel },
        { label: t(context, 'range'), value: model.range },
      ],
    })),
  )
  return block('carModelCards', { title: t(context, 'modelsTitle'), titleTag: 'h2', variant, cards })
}

async function stageRow(
  context: SeedPageContext,
  options: { useFourColumns: boolean; isCentered: boolean; keys: string[] },
) {
  const scenes: Record<string, [Scene, string]> = {
    service: ['workshop', '#0b3d91'],
    booking: ['city', '#52525b'],
    tyres: ['tyres', '#b91c1c'],
    contact: ['coast', '#15803d'],
    used: ['road', '#a16207'],
    electric: ['charging', '#0e7490'],
  }
  const texts: Record<string, keyof typeof copy> = {
    service: 'serviceText',
    booking: 'bookingText',
    tyres: 'tyresText',
    contact: 'contactText',
    used: 'usedText',
    electric: 'chargeText',
  }
  const items = await Promise.all(
    options.keys
      .filter((key) => context.paths[key])
      .map(async (key) => ({
        title: pageTitle(context, key),
        text: t(context, texts[key]),
        image: await photo(context, ...scenes[key], 'card'),
        link: pageLink(context, key),
      })),
  )
  return block('stageRow', {
    title: t(context, 'servicesTitle'),
    titleTag: 'h2',
    useFourColumns: options.useFourColumns,
    isCentered: options.isCentered,
    backgroundVariant: 'None',
    cardVariant: options.isCentered ? 'Overlay' : 'Default',
    items,
  })
}

async function financeBlurb(context: SeedPageContext, reverse: boolean) {
  return block('blurb', {
    title: t(context, 'financeTitle'),
    titleTag: 'h2',
    richText: document(paragraph(t(context, 'financeText'))),
    link: pageLink(context, 'buy'),
    buttonType: 'Secondary',
    imageDesktop: await photo(context, 'city', '#0f766e', 'wide'),
    reverse,
    backgroundColor: 'BackgroundColor1',
    useTextAnimations: true,
    useMediaAnimations: true,
  })
}

async function offersSlider(context: SeedPageContext, height: 'Default' | 'Medium' | 'FullHeight') {
  const slides = [
    {
      title: t(context, 'offersTitle'),
      text: t(context, 'offersText'),
      scene: 'road',
      color: '#b91c1c',
      key: 'used',
    },
    {
      title: t(context, 'testDriveTitle'),
      text: t(context, 'testDriveText'),
      scene: 'coast',
      color: '#0b3d91',
      key: 'new',
    },
    {
      title: t(context, 'chargeTitle'),
      text: t(context, 'chargeText'),
      scene: 'charging',
      color: '#e5e7eb',
      key: 'electric',
    },
  ] as const
  return block('sliderBanner', {
    slides: await Promise.all(
      slides.map(async (slide) => ({
        title: slide.title,
        text: slide.text,
        textShadow: true,
        textColor: 'White',
        buttonType: 'Ghost Contrast',
        button: pageLink(context, slide.key),
        image: await photo(context, slide.scene, slide.color, 'wide'),
        imagePhone: await photo(context, slide.scene, slide.color, 'phone'),
      })),
    ),
    hasMediaButtons: true,
    contentPlacementXAxis: 'Left',
    contentPlacementYAxis: 'Center',
    height,
    hasSearchBar: false,
  })
}

async function imageButtons(context: SeedPageContext) {
  const tiles: Array<[string, Scene, string]> = [
    ['new', 'studio', '#0b3d91'],
    ['used', 'road', '#a16207'],
    ['electric', 'charging', '#0e7490'],
    ['tyres', 'tyres', '#52525b'],
  ]
  const items = await Promise.all(
    tiles
      .filter(([key]) => context.paths[key])
      .map(async ([key, scene, color]) => ({
        image: await photo(context, scene, color, 'card'),
        link: pageLink(context, key),
      })),
  )
  return block('imageButtons', {
    title: t(context, 'shortcutsTitle'),
    titleTag: 'h2',
    hasMargin: true,
    items,
  })
}

/**
 * The representative loan example: every figure worked out by the site's calculator, the Swedish
 * loan calculator (seed/catalog/finance) or, on the UK site, the UK quote engine.
 */
export function loanInfo(context: MoneyContext) {
  const { code, price } = currencies[context.site.market]
  if (context.site.market === 'UK')
    return block('obligatoryLoanInfo', {
      text: document(paragraph(representativeExample(ukRepresentativeQuote(price)))),
    })
  const locale = languageByCode(context.language)!.intlLocale
  const amount = (value: number) => formatMoney(context, value)
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  const { option, choice, figures } = representativeLoan(price, code)
  const values: Record<string, string> = {
    price: amount(price),
    down: amount(choice.downPayment),
    downPercentage: String(Math.round((choice.downPayment / price) * 100)),
    months: String(choice.months),
    rate: percent(option.interest_rate),
    startFee: amount(option.start_fee),
    invoiceFee: amount(option.invoice_fee),
    effectiveRate: percent(figures.effectiveInterestRate),
    monthly: amount(figures.monthlyCost),
    total: amount(figures.totalAmountToPay),
  }
  const text = fill(say(copy.loanExample, context.language), values)
  return block('obligatoryLoanInfo', { text: document(paragraph(text)) })
}

const legalInfo = (context: SeedPageContext) =>
  block('legalInfo', { title: t(context, 'legalTitle'), text: document(paragraph(t(context, 'legalText'))) })

function faq(context: SeedPageContext) {
  const items = (['faq1', 'faq2', 'faq3'] as const).map((key) => ({
    title: t(context, key),
    content: document(paragraph(t(context, `${key}Answer` as keyof typeof copy))),
  }))
  return block('accordion', { title: t(context, 'faqTitle'), titleTag: 'h2', items })
}

/** The tyre campaign ends at the end of March next year (fixed when seeding, so tests can read it). */
export function tyreCampaignEnd(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 2, 31, 16, 0, 0))
}

const countdown = (context: SeedPageContext) =>
  block('countdown', { title: t(context, 'tyreCampaign'), targetDate: tyreCampaignEnd().toISOString() })

const film = (context: SeedPageContext) =>
  block('embeddedVideo', { youtubeVideoId: demoYoutubeId, title: t(context, 'filmTitle') })

async function aboutBlurb(context: SeedPageContext) {
  return block('blurb', {
    title: t(context, 'aboutTitle'),
    titleTag: 'h2',
    richText: document(paragraph(t(context, 'aboutText'))),
    youtubeId: demoYoutubeId,
    reverse: true,
    backgroundColor: 'None',
    useTextAnimations: true,
  })
}

async function horizontalRow(context: SeedPageContext) {
  const row = await stageRow(context, {
    useFourColumns: false,
    isCentered: false,
    keys: ['used', 'electric', 'service', 'tyres', 'contact'],
  })
  const { title, items } = row as unknown as { title: string; items: unknown[] }
  return block('horizontalStageRow', { title, titleTag: 'h2', backgroundVariant: 'BackgroundColor2', items })
}

/** Home: a hero whose first title is the welcome heading (the page's h1), then the site's showcase. */
export async function homeBlocks(context: SeedPageContext): Promise<SeedBlock[]> {
  const home = homeTexts[context.language]
  const hero = block('heroBanner', {
    items: [
      {
        title: home.heading(context.site.displayName),
        titleTag: 'h1',
        text: home.intro,
        content: 'Image',
        image: await photo(context, 'city', context.site.color, 'wide'),
        imagePhone: await photo(context, 'city', context.site.color, 'phone'),
        link: pageLink(context, 'buy'),
        buttonType: 'Primary',
        textColor: 'White',
        contentPlacement: 'Top',
      },
      {
        title: t(context, 'electricHero'),
        titleTag: 'h2',
        text: t(context, 'electricHeroText'),
        content: 'Image',
        image: await photo(context, 'charging', '#e5e7eb', 'wide'),
        imagePhone: await photo(context, 'charging', '#e5e7eb', 'phone'),
        link: pageLink(context, 'electric'),
        buttonType: 'Ghost Contrast',
        textColor: 'White',
        contentPlacement: 'Top',
      },
    ],
    variant: 'Default',
    // A car search only where there is a car list to search (not on the group sites).
    hasSearchBar: demoSiteNames.includes(context.site.name),
    searchUrl: localisedSeedPath(
      context.site,
      context.language,
      context.paths.buy ?? context.site.pathToCarList,
    ),
    searchBarPlaceholderText: t(context, 'searchPlaceholder'),
    searchBarPlaceholderTextDesktop: t(context, 'searchPlaceholderDesktop'),
  })
  return [
    hero,
    await highlights(context, '4'),
    await carCards(context, 'Row', 3),
    await stageRow(context, {
      useFourColumns: true,
      isCentered: false,
      keys: ['service', 'booking', 'tyres', 'contact'],
    }),
    await financeBlurb(context, false),
    await offersSlider(context, 'Default'),
    await imageButtons(context),
    loanInfo(context),
    legalInfo(context),
    spacer('Medium'),
  ]
}

/** Extra sections per page concept, so each content page shows a different mix of blocks. */
const pageSections: Record<string, (context: SeedPageContext) => Promise<SeedBlock[]>> = {
  buy: async (context) => [
    await carCards(context, 'Slider4', 4),
    await imageButtons(context),
    loanInfo(context),
  ],
  new: async (context) => [
    await carCards(context, 'Slider2', 4),
    await financeBlurb(context, true),
    loanInfo(context),
    legalInfo(context),
  ],
  electric: async (context) => [
    await carCards(context, 'Slider1', 3),
    film(context),
    await offersSlider(context, 'Medium'),
  ],
  used: async (context) => [
    await horizontalRow(context),
    await highlights(context, '3'),
    loanInfo(context),
    legalInfo(context),
  ],
  service: async (context) => [
    await stageRow(context, {
      useFourColumns: false,
      isCentered: true,
      keys: ['booking', 'tyres', 'contact', 'used', 'electric'],
    }),
    ...kitVehicleSelector(context),
    faq(context),
  ],
  booking: async (context) => [
    ...(withServiceBooking(context) ? [serviceBooking()] : []),
    await highlights(context, '3'),
    ...(withSites(context) ? [siteSelection(context)] : []),
    faq(context),
  ],
  tyres: async (context) => [
    countdown(context),
    await stageRow(context, {
      useFourColumns: true,
      isCentered: true,
      keys: ['service', 'booking', 'contact'],
    }),
    legalInfo(context),
  ],
  tireHotel: async (context) => [tireHotel(context)],
  mechanicMate: async (context) => [await mechanicMate(context)],
  kits: async () => [kitCatalogue()],
  about: async (context) => [await aboutBlurb(context), await highlights(context, '4'), film(context)],
  contact: async (context) => [...(withSites(context) ? [siteTeasers(context)] : []), faq(context)],
  privacy: async (context) => [legalInfo(context)],
  sellCar: async () => [statistic('Bilar köpta av oss i år', '2 400'), sellCarForm()],
  serviceRequest: async (context) => [serviceRequestForm(context, 'car')],
  motorcycleService: async (context) => [serviceRequestForm(context, 'motorcycle')],
  newsletter: async () => [marketingForm('inline'), marketingForm('popup')],
  feedback: async () => [formBuilder()],
}

/** Sites with a demo catalogue have dealer sites to list (spec 02 §2 Facility list). */
const withSites = (context: SeedPageContext) => demoSiteNames.includes(context.site.name)

/** The "Find us" page: the facility list (its own h1) first, then a closing text. */
/** The car list page: the list first, then the buy page's own sections below it. */
export async function carListPageBlocks(context: SeedPageContext): Promise<SeedBlock[]> {
  return [carList(), ...(await pageSections.buy(context))]
}

export async function contentPageBlocks(context: SeedPageContext): Promise<SeedBlock[]> {
  const { site, title, intro, pageKey } = context
  const sections = pageSections[pageKey] ?? (async (page: SeedPageContext) => [await aboutBlurb(page)])
  // The mechanic-mate block draws the page's headline and intro itself (spec 03 §2.3).
  if (pageKey === 'mechanicMate') return sections(context)
  return [
    richContent(document(heading('h1', title), paragraph(intro)), { hasMarginTop: true }),
    spacer('Small'),
    ...(await sections(context)),
    richContent(document(heading('h2', site.displayName), paragraph(intro)), { hasMarginBottom: true }),
  ]
}
