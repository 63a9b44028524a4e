import 'server-only'
import type { Site } from '@/cms/payload-types'
import type { Dictionary } from '@/lib/i18n/dictionary'
import type { Language } from '@/lib/i18n/languages'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { catalogValueLabels } from '@/lib/i18n/catalog-values'
import { currencyByMarket, mileageUnit, type Market, type VehicleFormat } from './format'
import type { FlagName, VehicleCardSettings } from './types'

/** Where the cards render: a block's context fits. */
type CardContext = { site: Site; language: Language; dictionary: Dictionary }

const flagByMarket: Partial<Record<Market, FlagName>> = { SE: 'se', NO: 'no', FI: 'fi', SK: 'sk' }

/** Spec 02 §1: sites with special behaviour are recognised by name. */
export const isCarstoreSite = (site: Pick<Site, 'name'>) => site.name.includes('carstore')

function vehicleFormat(context: Pick<CardContext, 'site' | 'language'>): VehicleFormat {
  const market = (context.site.market ?? 'SE') as Market
  const defaultLanguage = context.site.languages?.[0]?.language
  return {
    locale: context.language.intlLocale,
    currency: currencyByMarket[market],
    market,
    mileageUnit: mileageUnit(market, context.language.code),
    englishDefault: defaultLanguage === 'en' || defaultLanguage === 'en-GB',
  }
}

/** What every car card on a page shares, from the site and its dictionary. */
export function vehicleCardSettings(context: CardContext): VehicleCardSettings {
  const { site, language, dictionary } = context
  const text = translator(dictionary)
  const format = vehicleFormat(context)
  return {
    format,
    labels: {
      missingImageText: text('missingImageText'),
      priceFrom: text('priceFrom'),
      perMonth: text('perMonth'),
      deductibleVat: text('deductibleVat'),
      year: text('carYear'),
      mileage: text('carMileage'),
      fuel: text('carFuel'),
      gearbox: text('carGearbox'),
    },
    catalogValues: catalogValueLabels(dictionary),
    pathToCarDetail: localisedPath(site, language.code, site.pathToCarDetail || '/'),
    showVatBadge: isCarstoreSite(site),
    flag: flagByMarket[format.market] ?? null,
  }
}
