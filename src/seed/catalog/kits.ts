/** The kit catalogue (accessory packages) and the vehicles kits fit (spec 03 §3 "Kit"). */
import { blurDataUrl, kitImage, type KitCategory } from '@/services/search'
import { brands, versionYears } from './brands'
import { seeded } from './random'

export type KitVehicle = {
  type_id: string
  manufacturer: string
  model: string
  type_manf_year: string
  type_name: string
  fuel: string
  engine: string
}

const generations: [number, number][] = [
  [2016, 2019],
  [2020, 2022],
  [2023, 2026],
]

/** Every model in the spans of years it was sold in; ids are stable because the brand table is. */
export function generateKitVehicles(): KitVehicle[] {
  const out: KitVehicle[] = []
  let id = 40_000
  for (const brand of brands) {
    for (const model of brand.models) {
      for (const [spanFrom, spanUntil] of generations) {
        const from = Math.max(spanFrom, model.launched)
        const until = Math.min(spanUntil, model.ended ?? spanUntil)
        const versions = model.versions.filter((version) => {
          const [first, last] = versionYears(model, version)
          return first <= until && last >= from
        })
        if (from > until || versions.length === 0) continue
        const years = from === until ? String(from) : `${from}–${until}`
        out.push({
          type_id: String(id++),
          manufacturer: brand.brand,
          model: model.model,
          type_manf_year: years,
          type_name: `${brand.brand} ${model.model} ${years}`,
          fuel: [...new Set(versions.map((version) => version.fuel))].join('/'),
          engine: versions[0].name,
        })
      }
    }
  }
  return out
}

type Line = {
  category: string
  sub: string
  subSub: string
  image: KitCategory
  price: [number, number]
  universal: boolean
  names: string[]
}

const catalogue: Line[] = [
  {
    category: 'Exteriör',
    sub: 'Dragkrok',
    subSub: 'Avtagbar',
    image: 'exterior',
    price: [650, 1400],
    universal: false,
    names: ['Dragkrok avtagbar', 'Dragkrok elektriskt infällbar', 'Elsats 13-polig'],
  },
  {
    category: 'Exteriör',
    sub: 'Takräcke',
    subSub: 'Lastbågar',
    image: 'transport',
    price: [180, 420],
    universal: false,
    names: ['Lastbågar aluminium', 'Takräcke komplett', 'Takbox 420 l'],
  },
  {
    category: 'Exteriör',
    sub: 'Skydd',
    subSub: 'Stänkskydd',
    image: 'exterior',
    price: [60, 220],
    universal: false,
    names: ['Stänkskydd fram', 'Stänkskydd bak', 'Lastkantsskydd'],
  },
  {
    category: 'Interiör',
    sub: 'Mattor',
    subSub: 'Gummimattor',
    image: 'interior',
    price: [70, 180],
    universal: false,
    names: ['Gummimattor 4 st', 'Textilmattor premium', 'Bagagerumsmatta'],
  },
  {
    category: 'Interiör',
    sub: 'Förvaring',
    subSub: 'Bagagerum',
    image: 'interior',
    price: [40, 260],
    universal: true,
    names: ['Lastnät', 'Hundgaller', 'Förvaringsbox bagageutrymme'],
  },
  {
    category: 'Hjul',
    sub: 'Kompletta hjul',
    subSub: 'Vinterhjul dubb',
    image: 'wheels',
    price: [1200, 2600],
    universal: false,
    names: ['Kompletta vinterhjul 17"', 'Kompletta vinterhjul 18"', 'Kompletta vinterhjul 19"'],
  },
  {
    category: 'Hjul',
    sub: 'Kompletta hjul',
    subSub: 'Sommarhjul',
    image: 'wheels',
    price: [1300, 3200],
    universal: false,
    names: ['Kompletta sommarhjul 18"', 'Kompletta sommarhjul 19"', 'Kompletta sommarhjul 20"'],
  },
  {
    category: 'Hjul',
    sub: 'Tillbehör',
    subSub: 'Låsbultar',
    image: 'wheels',
    price: [35, 90],
    universal: true,
    names: ['Låsbultar', 'Hjulbultar set', 'Navkapslar'],
  },
  {
    category: 'Elektronik',
    sub: 'Laddning',
    subSub: 'Laddkabel',
    image: 'electronics',
    price: [190, 1100],
    universal: true,
    names: ['Laddkabel typ 2 5 m', 'Laddbox 11 kW', 'Mobil laddare'],
  },
  {
    category: 'Elektronik',
    sub: 'Parkering',
    subSub: 'Sensorer',
    image: 'electronics',
    price: [240, 690],
    universal: false,
    names: ['Parkeringssensorer fram', 'Parkeringssensorer bak', 'Backkamera eftermontering'],
  },
  {
    category: 'Transport',
    sub: 'Cykelhållare',
    subSub: 'Dragkroksmonterad',
    image: 'transport',
    price: [420, 980],
    universal: true,
    names: ['Cykelhållare 2 cyklar', 'Cykelhållare 3 cyklar', 'Cykelhållare tak'],
  },
  {
    category: 'Vård',
    sub: 'Rengöring',
    subSub: 'Lackvård',
    image: 'care',
    price: [15, 120],
    universal: true,
    names: ['Lackvårdspaket', 'Fälgrengöring', 'Interiörrengöring'],
  },
]

export function generateKits(
  count: number,
  siteOfficialName: string,
  vehicles: readonly KitVehicle[],
  seed: number,
) {
  const random = seeded(seed)
  return Array.from({ length: count }, (_, index) => {
    const line = catalogue[index % catalogue.length]
    const fits = line.universal ? [] : random.sample(vehicles, random.int(1, 6))
    const name = `${random.pick(line.names)}${fits.length ? ` ${fits[0].manufacturer} ${fits[0].model}` : ''}`
    const retailPrice = random.int(line.price[0], line.price[1])
    const code = `ACC-${String(10_000 + index)}`
    return {
      action: 'none',
      kitId: `K${100_000 + index}`,
      catalogueId: `CAT-${2026}`,
      kitCode: code,
      name,
      description: `${name}. ${line.universal ? 'Passar de flesta bilar.' : `Passar ${fits.map((fit) => `${fit.manufacturer} ${fit.model} ${fit.type_manf_year}`).join(', ')}.`} Monteras av vår verkstad.`,
      status: random.chance(0.92) ? 'Active' : 'Discontinued',
      images: [{ urls: { original: kitImage(line.image, 'l'), thumbnail: kitImage(line.image, 's') } }],
      retailPrice,
      gross_price: Math.round(retailPrice * 1.15),
      currency: 'EUR',
      kitCategory: line.category,
      kitSubCategory: line.sub,
      kitSubSubCategory: line.subSub,
      parts: [
        { partNo: `${code}-1`, name, quantity: 1 },
        ...(random.chance(0.4) ? [{ partNo: `${code}-2`, name: 'Monteringssats', quantity: 1 }] : []),
      ],
      site_primary_image: { blur_data_url: blurDataUrl('#9aa3ad') },
      site_official_name: siteOfficialName,
      manufacturer: [...new Set(fits.map((fit) => fit.manufacturer))],
      type_id: fits.map((fit) => fit.type_id),
    }
  })
}
