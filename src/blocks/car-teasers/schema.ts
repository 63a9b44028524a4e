import type { Block } from 'payload'
import { teaserSorts } from './query'

/** The orders in the editors' words (spec 03 §7 names them by the index's sort names). */
const teaserSortLabels: Record<(typeof teaserSorts)[number], Record<string, string>> = {
  car_publishdate_desc: { en: 'Newest first', sv: 'Nyaste först', nb: 'Nyeste først', sk: 'Najnovšie prvé' },
  car_publishdate_asc: { en: 'Oldest first', sv: 'Äldsta först', nb: 'Eldste først', sk: 'Najstaršie prvé' },
  car_price_asc: {
    en: 'Lowest price first',
    sv: 'Lägsta pris först',
    nb: 'Laveste pris først',
    sk: 'Najnižšia cena prvá',
  },
  car_price_desc: {
    en: 'Highest price first',
    sv: 'Högsta pris först',
    nb: 'Høyeste pris først',
    sk: 'Najvyššia cena prvá',
  },
  car_mileage_asc: {
    en: 'Lowest mileage first',
    sv: 'Lägst miltal först',
    nb: 'Lavest kilometerstand først',
    sk: 'Najmenej najazdené prvé',
  },
  car_year_desc: {
    en: 'Newest model year first',
    sv: 'Nyaste årsmodell först',
    nb: 'Nyeste årsmodell først',
    sk: 'Najnovší modelový rok prvý',
  },
}

/**
 * Spec 03 §2.7 car teasers: a title, cards 315 px wide, an optional carousel and button link; the
 * cars are a comma list of car_id (in that order) or a predefined query with a count and a sort.
 */
export const carTeasersBlock: Block = {
  slug: 'carTeasers',
  interfaceName: 'CarTeasersBlock',
  labels: { singular: 'Car teasers', plural: 'Car teasers' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'carIds',
      type: 'text',
      // Stored as the comma list of car ids the block reads; picked from the site's catalogue.
      admin: { components: { Field: '@/cms/admin/CarPicker#CarPicker' } },
    },
    {
      name: 'predefinedQuery',
      type: 'text',
      admin: {
        description: {
          en: 'The filters of a car list’s address, e.g. car_brand=Volvo&car_fuel=El|Hybrid: copy them from the car list after filtering it',
          sv: 'Filtren i en billistas adress, t.ex. car_brand=Volvo&car_fuel=El|Hybrid: kopiera dem från billistan efter att ha filtrerat den',
          nb: 'Filtrene i en billistes adresse, f.eks. car_brand=Volvo&car_fuel=El|Hybrid: kopier dem fra billisten etter å ha filtrert den',
          sk: 'Filtre z adresy zoznamu áut, napr. car_brand=Volvo&car_fuel=El|Hybrid: skopírujte ich zo zoznamu áut po filtrovaní',
        },
      },
    },
    {
      name: 'numberOfCars',
      type: 'number',
      min: 1,
      max: 100,
      admin: { description: { en: 'Default 8', sv: 'Förval 8', nb: 'Standard 8', sk: 'Predvolene 8' } },
    },
    {
      name: 'sort',
      type: 'select',
      options: teaserSorts.map((value) => ({ label: teaserSortLabels[value], value })),
      defaultValue: teaserSorts[0],
    },
    {
      name: 'carousel',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          en: 'Moves on by itself every 5 seconds',
          sv: 'Bläddrar vidare själv var 5:e sekund',
          nb: 'Blar videre selv hvert 5. sekund',
          sk: 'Posúva sa sám každých 5 sekúnd',
        },
      },
    },
    {
      name: 'button',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        {
          name: 'url',
          type: 'text',
          admin: { description: "The page's address as visitors see it, e.g. /en/buy-car" },
        },
      ],
    },
  ],
}
