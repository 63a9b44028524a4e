/** The demo sites, their markets and the towns their dealers are in (real coordinates). */
import { demoSites as siteSettings } from '@/seed/sites'
export type MarketCode = 'SE' | 'NO' | 'UK' | 'FI' | 'SK'
export type DemoSite = {
  name: string
  market: MarketCode
  currency: string
  group: 'automotive' | 'carstore'
}
export type Town = { name: string; region: string; lat: number; lng: number; zip: string }

export const demoSites: readonly DemoSite[] = [
  { name: 'automotive-se', market: 'SE', currency: 'SEK', group: 'automotive' },
  { name: 'automotive-no', market: 'NO', currency: 'NOK', group: 'automotive' },
  { name: 'automotive-uk', market: 'UK', currency: 'GBP', group: 'automotive' },
  { name: 'carstore-se', market: 'SE', currency: 'SEK', group: 'carstore' },
  { name: 'carstore-no', market: 'NO', currency: 'NOK', group: 'carstore' },
  { name: 'carstore-fi', market: 'FI', currency: 'EUR', group: 'carstore' },
  { name: 'carstore-sk', market: 'SK', currency: 'EUR', group: 'carstore' },
]

export const demoSiteNames: readonly string[] = demoSites.map((site) => site.name)

/**
 * The domain a demo site's addresses are at: its own host name (automotive.se, carstore.no), the
 * one a visitor sees in its header and footer, so no page shows one site's address at two domains
 * (decisions: "Demo e-mail addresses"). Mail to them stays in the local outbox (src/services/email).
 */
export function siteDomain(siteName: string): string {
  const settings = siteSettings.find((site) => site.name === siteName)
  if (!settings) throw new Error(`no demo site ${siteName}`)
  return settings.hostnames[0]
}

/** Cars in each demo site's catalogue. */
export const demoVehiclesPerSite = 750

/**
 * The cars a site can claim to have in stock: those its own car list shows, or null on a group
 * site, which lists none and so claims no number (decisions: "Stock figures"; a site showing
 * "1 500 bilar i lager" beside no car list is not believed).
 */
export function carsInStock(site: { name: string }): number | null {
  return demoSiteNames.includes(site.name) ? demoVehiclesPerSite : null
}

/** Price of one euro in the market's currency, rounded: the demo prices need to look right, not be today's rate. */
export const eurRate: Record<MarketCode, number> = { SE: 11.5, NO: 11.7, UK: 0.86, FI: 1, SK: 1 }

const town = (name: string, region: string, lat: number, lng: number, zip: string): Town => ({
  name,
  region,
  lat,
  lng,
  zip,
})

export const towns: Record<MarketCode, readonly Town[]> = {
  SE: [
    town('Stockholm', 'Stockholms län', 59.3293, 18.0686, '111 20'),
    town('Göteborg', 'Västra Götalands län', 57.7089, 11.9746, '411 01'),
    town('Malmö', 'Skåne län', 55.605, 13.0038, '211 20'),
    town('Uppsala', 'Uppsala län', 59.8586, 17.6389, '753 20'),
    town('Västerås', 'Västmanlands län', 59.6099, 16.5448, '722 12'),
    town('Örebro', 'Örebro län', 59.2753, 15.2134, '702 10'),
    town('Linköping', 'Östergötlands län', 58.4108, 15.6214, '582 22'),
    town('Helsingborg', 'Skåne län', 56.0465, 12.6945, '252 21'),
    town('Jönköping', 'Jönköpings län', 57.7826, 14.1618, '553 20'),
    town('Norrköping', 'Östergötlands län', 58.5877, 16.1924, '602 24'),
    town('Umeå', 'Västerbottens län', 63.8258, 20.263, '903 26'),
    town('Gävle', 'Gävleborgs län', 60.6749, 17.1413, '802 50'),
    town('Borås', 'Västra Götalands län', 57.721, 12.9401, '503 30'),
    town('Södertälje', 'Stockholms län', 59.1955, 17.6253, '151 72'),
    town('Växjö', 'Kronobergs län', 56.8777, 14.8091, '352 30'),
    town('Karlstad', 'Värmlands län', 59.3793, 13.5036, '652 25'),
    town('Sundsvall', 'Västernorrlands län', 62.3908, 17.3069, '852 30'),
    town('Halmstad', 'Hallands län', 56.6745, 12.8578, '302 42'),
  ],
  NO: [
    town('Oslo', 'Oslo', 59.9139, 10.7522, '0150'),
    town('Bergen', 'Vestland', 60.3913, 5.3221, '5003'),
    town('Trondheim', 'Trøndelag', 63.4305, 10.3951, '7011'),
    town('Stavanger', 'Rogaland', 58.97, 5.7331, '4006'),
    town('Drammen', 'Buskerud', 59.7439, 10.2045, '3015'),
    town('Fredrikstad', 'Østfold', 59.2181, 10.9298, '1606'),
    town('Kristiansand', 'Agder', 58.1599, 8.0182, '4611'),
    town('Tromsø', 'Troms', 69.6492, 18.9553, '9008'),
    town('Ålesund', 'Møre og Romsdal', 62.4722, 6.1495, '6002'),
    town('Tønsberg', 'Vestfold', 59.267, 10.4076, '3111'),
    town('Bodø', 'Nordland', 67.2804, 14.4049, '8006'),
    town('Hamar', 'Innlandet', 60.7945, 11.068, '2317'),
    town('Sandefjord', 'Vestfold', 59.1312, 10.2166, '3210'),
    town('Haugesund', 'Rogaland', 59.4138, 5.268, '5528'),
    town('Skien', 'Telemark', 59.2096, 9.6089, '3724'),
    town('Moss', 'Østfold', 59.434, 10.658, '1530'),
    town('Arendal', 'Agder', 58.4615, 8.7724, '4836'),
    town('Lillehammer', 'Innlandet', 61.1153, 10.4662, '2609'),
  ],
  UK: [
    town('London', 'Greater London', 51.5072, -0.1276, 'SE1 7PB'),
    town('Manchester', 'Greater Manchester', 53.4808, -2.2426, 'M1 2AB'),
    town('Birmingham', 'West Midlands', 52.4862, -1.8904, 'B1 1AA'),
    town('Leeds', 'West Yorkshire', 53.8008, -1.5491, 'LS1 4DY'),
    town('Bristol', 'Bristol', 51.4545, -2.5879, 'BS1 5TR'),
    town('Nottingham', 'Nottinghamshire', 52.9548, -1.1581, 'NG1 5FS'),
    town('Leicester', 'Leicestershire', 52.6369, -1.1398, 'LE1 6ZG'),
    town('Sheffield', 'South Yorkshire', 53.3811, -1.4701, 'S1 2HE'),
    town('Southampton', 'Hampshire', 50.9097, -1.4044, 'SO14 7DU'),
    town('Newcastle upon Tyne', 'Tyne and Wear', 54.9783, -1.6178, 'NE1 4ST'),
  ],
  FI: [
    town('Helsinki', 'Uusimaa', 60.1699, 24.9384, '00100'),
    town('Espoo', 'Uusimaa', 60.2055, 24.6559, '02100'),
    town('Tampere', 'Pirkanmaa', 61.4978, 23.761, '33100'),
    town('Vantaa', 'Uusimaa', 60.2934, 25.0378, '01300'),
    town('Oulu', 'Pohjois-Pohjanmaa', 65.0121, 25.4651, '90100'),
    town('Turku', 'Varsinais-Suomi', 60.4518, 22.2666, '20100'),
    town('Jyväskylä', 'Keski-Suomi', 62.2426, 25.7473, '40100'),
    town('Lahti', 'Päijät-Häme', 60.9827, 25.6612, '15100'),
    town('Kuopio', 'Pohjois-Savo', 62.8924, 27.677, '70100'),
  ],
  SK: [
    town('Bratislava', 'Bratislavský kraj', 48.1486, 17.1077, '811 01'),
    town('Košice', 'Košický kraj', 48.7164, 21.2611, '040 01'),
    town('Prešov', 'Prešovský kraj', 48.9985, 21.2339, '080 01'),
    town('Žilina', 'Žilinský kraj', 49.2231, 18.7394, '010 01'),
    town('Nitra', 'Nitriansky kraj', 48.3069, 18.0864, '949 01'),
    town('Banská Bystrica', 'Banskobystrický kraj', 48.7363, 19.1462, '974 01'),
    town('Trnava', 'Trnavský kraj', 48.3774, 17.5883, '917 01'),
    town('Trenčín', 'Trenčiansky kraj', 48.8945, 18.0444, '911 01'),
    town('Poprad', 'Prešovský kraj', 49.0614, 20.2978, '058 01'),
  ],
}
