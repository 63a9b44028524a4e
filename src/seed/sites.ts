import type { FontPairName } from '@/lib/site/font-pairs'
import type { LanguageCode } from '@/lib/i18n/languages'

export type DemoSite = {
  name: string
  displayName: string
  market: 'SE' | 'NO' | 'UK' | 'FI' | 'SK'
  languages: LanguageCode[]
  fontPair: FontPairName
  theme: 'automotive' | 'carstore' | 'group'
  titleTemplate: string
  pathToCarList: string
  pathToCarDetail: string
  pathToSiteDetail: string
  hostnames: string[]
  color: string
  isDefault?: boolean
}

const port = process.env.PORT || '3000'
export const localUrl = (name: string) => `http://${name}.localhost:${port}`

/** The demo sites: two retail brands over five markets, plus the larger group's NO and SE sites. */
export const demoSites: DemoSite[] = [
  {
    name: 'automotive-se',
    displayName: 'Automotive Sverige',
    market: 'SE',
    languages: ['sv'],
    fontPair: 'montserrat-inter',
    theme: 'automotive',
    titleTemplate: '%s | Automotive',
    pathToCarList: '/kop-bil',
    pathToCarDetail: '/kop-bil/bil',
    pathToSiteDetail: '/anlaggningar',
    hostnames: [
      'automotive.se',
      'www.automotive.se',
      'www.automotive-se.localhost',
      'localhost',
      '127.0.0.1',
    ],
    color: '#0b3d91',
    isDefault: true,
  },
  {
    name: 'automotive-no',
    displayName: 'Automotive Norge',
    market: 'NO',
    languages: ['nb', 'en'],
    fontPair: 'raleway-source-sans',
    theme: 'automotive',
    titleTemplate: '%s – Automotive Norge',
    pathToCarList: '/kjop-bil',
    pathToCarDetail: '/kjop-bil/bil',
    pathToSiteDetail: '/finn-oss',
    hostnames: ['automotive.no'],
    color: '#0b3d91',
  },
  {
    name: 'automotive-uk',
    displayName: 'Automotive UK',
    market: 'UK',
    languages: ['en-GB'],
    fontPair: 'playfair-lora',
    theme: 'automotive',
    titleTemplate: '%s | Automotive UK',
    pathToCarList: '/buy-car',
    pathToCarDetail: '/buy-car/car',
    pathToSiteDetail: '/find-us',
    hostnames: ['automotive.co.uk'],
    color: '#0b3d91',
  },
  {
    name: 'carstore-se',
    displayName: 'Carstore Sverige',
    market: 'SE',
    languages: ['sv'],
    fontPair: 'manrope-roboto',
    theme: 'carstore',
    titleTemplate: '%s – Carstore',
    pathToCarList: '/kop-bil',
    pathToCarDetail: '/kop-bil/bil',
    pathToSiteDetail: '/anlaggningar',
    hostnames: ['carstore.se'],
    color: '#b3261e',
  },
  {
    name: 'carstore-no',
    displayName: 'Carstore Norge',
    market: 'NO',
    languages: ['nb'],
    fontPair: 'oswald-open-sans',
    theme: 'carstore',
    titleTemplate: '%s | Carstore Norge',
    pathToCarList: '/kjop-bil',
    pathToCarDetail: '/kjop-bil/bil',
    pathToSiteDetail: '/finn-oss',
    hostnames: ['carstore.no'],
    color: '#b3261e',
  },
  {
    name: 'carstore-fi',
    displayName: 'Carstore Suomi',
    market: 'FI',
    languages: ['fi'],
    fontPair: 'merriweather-nunito',
    theme: 'carstore',
    titleTemplate: '%s | Carstore Suomi',
    pathToCarList: '/osta-auto',
    pathToCarDetail: '/osta-auto/auto',
    pathToSiteDetail: '/toimipisteet',
    hostnames: ['carstore.fi'],
    color: '#b3261e',
  },
  {
    name: 'carstore-sk',
    displayName: 'Carstore Slovensko',
    market: 'SK',
    languages: ['sk', 'en'],
    fontPair: 'work-sans-noto',
    theme: 'carstore',
    titleTemplate: '%s | Carstore Slovensko',
    pathToCarList: '/kupit-auto',
    pathToCarDetail: '/kupit-auto/auto',
    pathToSiteDetail: '/kontakty',
    hostnames: ['carstore.sk'],
    color: '#b3261e',
  },
  {
    name: 'group-no',
    displayName: 'Bilgruppen Norge',
    market: 'NO',
    languages: ['nb'],
    fontPair: 'montserrat-inter',
    theme: 'group',
    titleTemplate: '%s | Bilgruppen',
    pathToCarList: '/kjop-bil',
    pathToCarDetail: '/kjop-bil/bil',
    pathToSiteDetail: '/finn-oss',
    hostnames: ['bilgruppen.no'],
    color: '#1d5c4d',
  },
  {
    name: 'group-se',
    displayName: 'Bilgruppen Sverige',
    market: 'SE',
    languages: ['sv'],
    fontPair: 'raleway-source-sans',
    theme: 'group',
    titleTemplate: '%s | Bilgruppen',
    pathToCarList: '/kop-bil',
    pathToCarDetail: '/kop-bil/bil',
    pathToSiteDetail: '/anlaggningar',
    hostnames: ['bilgruppen.se'],
    color: '#1d5c4d',
  },
]
