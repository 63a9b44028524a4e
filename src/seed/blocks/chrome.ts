// Site chrome of every seeded page: the header and footer regions (spec 01 §2.1).
import sharp from 'sharp'
import type { LanguageCode } from '@/lib/i18n/languages'
import { pageConcepts, siteExtraPages } from '../content'
import type { DemoSite } from '../sites'
import { seasonOf, ukWarning, usedCarCampaigns } from './alerts'
import { localisedSeedPath } from './shared'
import type { SeedBlock, SeedPageContext } from './types'

/**
 * A plain wordmark (no real logos): the name in the given colour on a transparent canvas. The
 * name's size is set so it fits beside the badge: a bold DejaVu letter is at most about 0.72 em
 * wide on average (else "Automotive Sverige" is cut to "Automotive Sv").
 */
export async function wordmarkPng(
  text: string,
  color: string,
  width: number,
  height: number,
  weight = 700,
  textColor = color,
) {
  const safe = text.replace(/[<>&"]/g, '')
  const room = width - height * 0.78 - 6
  const fontSize = Math.min(height * 0.5, room / (Math.max(safe.length, 4) * 0.72))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="2" y="${height * 0.18}" width="${height * 0.64}" height="${height * 0.64}" rx="${height * 0.14}" fill="${color}"/><text x="${height * 0.34 + 2}" y="${height * 0.64}" font-family="DejaVu Sans, sans-serif" font-size="${height * 0.42}" font-weight="700" fill="#fff" text-anchor="middle">${safe[0]}</text><text x="${height * 0.78}" y="${height * 0.5 + fontSize * 0.36}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="${weight}" fill="${textColor}">${safe}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

type ChromeTexts = {
  brandsHeading: string
  findUs: string
  bookService: string
  customerService: string
  customerServiceText: (email: string, phone: string) => string
  headOffice: string
  shareTitle: string
  careers: string
  business: string
  offers: string
  leasing: string
}

const texts: Record<LanguageCode, ChromeTexts> = {
  sv: {
    brandsHeading: 'Våra bilmärken',
    findUs: 'Hitta oss',
    bookService: 'Boka service',
    customerService: 'Kundservice',
    customerServiceText: (email, phone) => `Ring ${phone} eller mejla ${email}. Vi svarar vardagar 8–17.`,
    headOffice: 'Huvudkontor',
    shareTitle: 'Följ oss och dela sidan',
    careers: 'Jobba hos oss',
    business: 'Företag',
    offers: 'Erbjudanden',
    leasing: 'Privatleasing',
  },
  nb: {
    brandsHeading: 'Våre bilmerker',
    findUs: 'Finn oss',
    bookService: 'Bestill service',
    customerService: 'Kundeservice',
    customerServiceText: (email, phone) =>
      `Ring ${phone} eller send e-post til ${email}. Vi svarer hverdager 8–16.`,
    headOffice: 'Hovedkontor',
    shareTitle: 'Følg oss og del siden',
    careers: 'Jobb hos oss',
    business: 'Bedrift',
    offers: 'Tilbud',
    leasing: 'Privatleasing',
  },
  en: {
    brandsHeading: 'Our brands',
    findUs: 'Find us',
    bookService: 'Book a service',
    customerService: 'Customer service',
    customerServiceText: (email, phone) =>
      `Call ${phone} or e-mail ${email}. We answer on weekdays 8:00–17:00.`,
    headOffice: 'Head office',
    shareTitle: 'Follow us and share this page',
    careers: 'Careers',
    business: 'Business',
    offers: 'Offers',
    leasing: 'Leasing',
  },
  'en-GB': {
    brandsHeading: 'Our brands',
    findUs: 'Find us',
    bookService: 'Book a service',
    customerService: 'Customer service',
    customerServiceText: (email, phone) =>
      `Call ${phone} or e-mail ${email}. Lines are open weekdays 8am–6pm.`,
    headOffice: 'Registered office',
    shareTitle: 'Follow us and share this page',
    careers: 'Careers',
    business: 'Business',
    offers: 'Offers',
    leasing: 'Leasing',
  },
  fi: {
    brandsHeading: 'Automerkkimme',
    findUs: 'Toimipisteet',
    bookService: 'Varaa huolto',
    customerService: 'Asiakaspalvelu',
    customerServiceText: (email, phone) =>
      `Soita ${phone} tai lähetä sähköpostia ${email}. Palvelemme arkisin 8–16.`,
    headOffice: 'Pääkonttori',
    shareTitle: 'Seuraa meitä ja jaa sivu',
    careers: 'Töihin meille',
    business: 'Yrityksille',
    offers: 'Tarjoukset',
    leasing: 'Yksityisleasing',
  },
  sk: {
    brandsHeading: 'Naše značky',
    findUs: 'Kde nás nájdete',
    bookService: 'Objednať servis',
    customerService: 'Zákaznícky servis',
    customerServiceText: (email, phone) =>
      `Zavolajte na ${phone} alebo napíšte na ${email}. Sme tu v pracovné dni 8–16.`,
    headOffice: 'Sídlo spoločnosti',
    shareTitle: 'Sledujte nás a zdieľajte stránku',
    careers: 'Kariéra',
    business: 'Pre firmy',
    offers: 'Ponuky',
    leasing: 'Leasing',
  },
}

/** Per-site look and extras of the chrome, so the demo shows every option somewhere. */
export const siteChrome: Record<
  string,
  {
    sticky?: boolean
    slim?: boolean
    dark?: boolean
    separator?: boolean
    phone: string
    address: string
    brands: string[]
    manyExtras?: boolean
    twoColumns?: boolean
  }
> = {
  'automotive-se': {
    separator: true,
    phone: '08-123 456 70',
    address: 'Automotive Sverige AB\nBilvägen 1, Solna',
    brands: ['BMW', 'MINI', 'Porsche', 'Polestar'],
  },
  'automotive-no': {
    sticky: true,
    phone: '+47 22 12 34 50',
    address: 'Automotive Norge AS\nBilveien 4, Oslo',
    brands: ['BMW', 'MINI', 'Porsche'],
  },
  'automotive-uk': {
    phone: '0118 496 0123',
    address: 'Automotive UK Ltd\nStation Road, Reading',
    brands: ['BMW', 'Mercedes-Benz', 'MINI', 'smart'],
  },
  'carstore-se': {
    separator: true,
    phone: '031-700 12 34',
    address: 'Carstore Sverige AB\nMotorgatan 12, Göteborg',
    brands: ['Volvo', 'Kia', 'Toyota', 'Volkswagen'],
  },
  'carstore-no': {
    phone: '+47 55 40 12 34',
    address: 'Carstore Norge AS\nKjøpmannsgata 9, Bergen',
    brands: ['Toyota', 'Volkswagen', 'Skoda'],
  },
  'carstore-fi': {
    slim: true,
    phone: '+358 9 4241 2345',
    address: 'Carstore Suomi Oy\nAutotie 3, Vantaa',
    brands: [],
  },
  'carstore-sk': {
    phone: '+421 2 5443 1234',
    address: 'Carstore Slovensko s.r.o.\nAutomobilová 7, Bratislava',
    brands: ['Skoda', 'Kia', 'Hyundai'],
  },
  'group-no': {
    dark: true,
    twoColumns: true,
    phone: '+47 67 11 22 33',
    address: 'Bilgruppen Norge AS\nStorgata 1, Drammen',
    brands: ['BMW', 'Volvo', 'Ford'],
  },
  'group-se': {
    sticky: true,
    separator: true,
    manyExtras: true,
    phone: '08-555 123 40',
    address: 'Bilgruppen Sverige AB\nIndustrigatan 5, Uppsala',
    brands: ['BMW', 'Volvo', 'Renault', 'Dacia'],
  },
}

const brandColours = ['#1f2937', '#0b3d91', '#7c2d12', '#14532d', '#4c1d95']

function conceptTitle(site: DemoSite, key: string, language: LanguageCode): string | undefined {
  const concept = [...pageConcepts, ...(siteExtraPages[site.name] ?? [])].find((entry) => entry.key === key)
  return concept?.texts[language]?.title
}

const email = (site: DemoSite) => `kundservice@${site.hostnames[0]}`

/**
 * Campaign and warning alerts on a few sites (spec 01 §4): one Warning, closable ones elsewhere,
 * each in season for the day the demo is seeded.
 */
function alertBar(
  site: DemoSite,
  language: LanguageCode,
  path: (key: string) => string,
  today = new Date(),
): SeedBlock[] {
  const alert = (fields: Record<string, unknown>) => [
    { blockType: 'alertBar', hasMessage: true, ...fields } as SeedBlock,
  ]
  if (site.name === 'automotive-uk') {
    const warning = ukWarning(today)
    return alert({
      messageType: 'Warning',
      messageIcon: 'WarningAlert',
      messageTitle: warning.title,
      messageText: warning.text,
      messageLinkLabel: 'Find us',
      messageLinkHref: path('contact'),
    })
  }
  if (site.name === 'carstore-se') {
    const campaign = usedCarCampaigns.sv[seasonOf(today)]
    return alert({
      messageType: 'Dark',
      messageIcon: 'CampaignAlert',
      messageTitle: campaign.title,
      messageText: campaign.text,
      messageLinkLabel: 'Se bilarna',
      messageLinkHref: path('used'),
    })
  }
  if (site.name === 'carstore-sk' && language === 'sk') {
    const campaign = usedCarCampaigns.sk[seasonOf(today)]
    return alert({
      messageType: 'Light',
      messageIcon: 'CampaignAlert',
      messageTitle: campaign.title,
      messageText: campaign.text,
    })
  }
  return []
}

/**
 * The wordmark's name on the header it stands on: the site's colour on a light header, white on a
 * dark one (group NO's dark green name is barely visible on its near-black header).
 */
export const logoTextColor = (options: { dark?: boolean }) => (options.dark ? '#ffffff' : undefined)

export async function headerBlocks({ site, language, paths, upload }: SeedPageContext): Promise<SeedBlock[]> {
  const text = texts[language]
  const options = siteChrome[site.name]
  const path = (key: string) => localisedSeedPath(site, language, paths[key] ?? '/')
  const logo = await upload(
    `${site.name}-logo.png`,
    await wordmarkPng(site.displayName, site.color, 300, 110, 700, logoTextColor(options)),
    site.displayName,
  )
  const extras = [
    { title: text.findUs, link: path('contact') },
    { title: text.bookService, link: path('booking') },
    ...(options.manyExtras
      ? [
          { title: text.offers, link: `${path('buy')}?car_campaign=true` },
          { title: text.leasing, link: `${path('new')}?car_finance=leasing` },
          { title: text.business, link: `${path('buy')}?car_customer=business` },
          { title: conceptTitle(site, 'electric', language) ?? '', link: path('electric') },
          { title: conceptTitle(site, 'tyres', language) ?? '', link: path('tyres') },
          { title: text.careers, link: 'https://jobs.example.com/bilgruppen' },
        ]
      : []),
  ]
  const groupMessage =
    site.name === 'group-no'
      ? {
          hasMessage: true,
          messageType: 'Neutral',
          messageIcon: 'CampaignAlert',
          messageTitle: 'Nytt verksted',
          messageText: 'Vårt nye verksted i Drammen har åpnet – bestill time på nett.',
          messageIsBelowNavigation: true,
        }
      : {}
  return [
    ...alertBar(site, language, path),
    {
      blockType: 'headerNavigation',
      logo,
      logoWidth: 150,
      logoHeight: 55,
      isSticky: options.sticky ?? false,
      slimNav: options.slim ?? false,
      hasDarkTheme: options.dark ?? false,
      showSeparator: options.separator ?? false,
      extraNavigationItems: extras,
      ...groupMessage,
    } as SeedBlock,
  ]
}

export async function footerBlocks(context: SeedPageContext): Promise<SeedBlock[]> {
  const { site, language, paths, pageKey, upload } = context
  const text = texts[language]
  const options = siteChrome[site.name]
  const path = (key: string) => localisedSeedPath(site, language, paths[key] ?? '/')
  const title = (key: string) => conceptTitle(site, key, language) ?? key
  const link = (key: string) => ({ label: title(key), href: path(key) })
  // One upload at a time: the media library writes through one database transaction each.
  const brands: Array<{ name: string; logo?: number }> = []
  for (const [index, name] of options.brands.entries()) {
    // The last brand of automotive-se has no logo: the footer drops it (spec 01 §5).
    const withoutLogo = site.name === 'automotive-se' && index === options.brands.length - 1
    const colour = brandColours[index % brandColours.length]
    brands.push({
      name,
      logo: withoutLogo
        ? undefined
        : await upload(`brand-${name.toLowerCase()}.png`, await wordmarkPng(name, colour, 280, 96), name),
    })
  }
  const buy = { title: title('buy'), columnItems: [link('new'), link('used'), link('electric')] }
  const service = {
    title: title('service'),
    description: text.bookService,
    columnItems: [
      link('booking'),
      link('tyres'),
      // The tire hotel, on the site that has one.
      ...(paths.tireHotel ? [link('tireHotel')] : []),
      { label: text.customerService, href: `tel:${options.phone.replace(/[^\d+]/g, '')}` },
    ],
  }
  const about = {
    title: title('about'),
    columnItems: [
      link('about'),
      link('contact'),
      // The dealer list, on sites that have one.
      ...(paths.findUs ? [link('findUs')] : []),
      link('privacy'),
      { label: email(site), href: `mailto:${email(site)}` },
      // No link: editors' placeholder items are skipped (spec 01 §5).
      { label: text.careers },
    ],
  }
  const social = [
    { name: 'facebook', url: `https://www.facebook.com/${site.name}` },
    { name: 'instagram', url: `https://www.instagram.com/${site.name}` },
    { name: 'linkedin', url: `https://www.linkedin.com/company/${site.name}` },
    { name: 'youtube', url: `https://www.youtube.com/@${site.name}` },
  ]
  const shareBlock: SeedBlock[] = ['about', 'contact', 'new'].includes(pageKey)
    ? [
        {
          blockType: 'socialMedia',
          title: text.shareTitle,
          channels: social.slice(0, 3).map(({ name, url }) => ({ name, link: url })),
          showShare: true,
        } as SeedBlock,
      ]
    : []
  return [
    ...shareBlock,
    {
      blockType: 'footer',
      showBrands: options.brands.length > 0,
      brandsHeading: text.brandsHeading,
      brands,
      columns: options.twoColumns ? [buy, about] : [buy, service, about],
      highlightedLink: { label: text.bookService, href: path('booking') },
      socialLinks: social,
      infoField1: {
        heading: text.customerService,
        text: text.customerServiceText(email(site), options.phone),
      },
      infoField2: options.twoColumns ? {} : { heading: text.headOffice, text: options.address },
      infoFieldOneChildFullWidth: Boolean(options.twoColumns),
    } as SeedBlock,
  ]
}
