/** The kit catalogue (accessory packages) and the vehicles kits fit (spec 03 §3 "Kit"). */
import { blurDataUrl, kitImage, type KitPicture } from '@/services/search'
import { brands, versionYears, type ModelSpec } from './brands'
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

/** A product of a kit line: its name and what its picture shows. */
type Item = { name: string; picture: KitPicture }

type Line = {
  category: string
  sub: string
  subSub: string
  price: [number, number]
  /** Fits every car (no type ids; "Passar de flesta bilar"); else a line's kit fits one model. */
  universal: boolean
  /** The models the line's products can be fitted to, where not every model can take them. */
  fitsModel?: (model: ModelSpec) => boolean
  items: Item[]
}

const item = (name: string, picture: KitPicture): Item => ({ name, picture })
/** A tow bar needs a car built to tow: not a roadster or a sports coupé. */
const tows = (model: ModelSpec) => model.body !== 'convertible' && model.body !== 'coupe'
/** Roof bars need a fixed roof with mounting points: not a convertible or a sports coupé. */
const carriesOnRoof = tows

const catalogue: Line[] = [
  {
    category: 'Exteriör',
    sub: 'Dragkrok',
    subSub: 'Avtagbar',
    price: [650, 1400],
    universal: false,
    fitsModel: tows,
    items: [
      item('Dragkrok avtagbar', 'towbar'),
      item('Dragkrok elektriskt infällbar', 'towbar'),
      item('Elsats 13-polig', 'wiring'),
    ],
  },
  {
    category: 'Exteriör',
    sub: 'Takräcke',
    subSub: 'Lastbågar',
    price: [180, 420],
    universal: false,
    fitsModel: carriesOnRoof,
    items: [
      item('Lastbågar aluminium', 'roof-bars'),
      item('Takräcke komplett', 'roof-bars'),
      item('Takbox 420 l', 'roof-box'),
    ],
  },
  {
    category: 'Exteriör',
    sub: 'Skydd',
    subSub: 'Stänkskydd',
    price: [60, 220],
    universal: false,
    items: [
      item('Stänkskydd fram', 'mud-flaps'),
      item('Stänkskydd bak', 'mud-flaps'),
      item('Lastkantsskydd', 'sill-guard'),
    ],
  },
  {
    category: 'Interiör',
    sub: 'Mattor',
    subSub: 'Gummimattor',
    price: [70, 180],
    universal: false,
    items: [
      item('Gummimattor 4 st', 'floor-mats'),
      item('Textilmattor premium', 'floor-mats'),
      item('Bagagerumsmatta', 'boot-mat'),
    ],
  },
  {
    category: 'Interiör',
    sub: 'Förvaring',
    subSub: 'Bagagerum',
    price: [40, 260],
    universal: true,
    items: [
      item('Lastnät', 'cargo-net'),
      item('Hundgaller', 'dog-guard'),
      item('Förvaringsbox bagageutrymme', 'storage-box'),
    ],
  },
  {
    category: 'Hjul',
    sub: 'Kompletta hjul',
    subSub: 'Vinterhjul dubb',
    price: [1200, 2600],
    universal: false,
    items: [
      item('Kompletta vinterhjul 17"', 'winter-wheels'),
      item('Kompletta vinterhjul 18"', 'winter-wheels'),
      item('Kompletta vinterhjul 19"', 'winter-wheels'),
    ],
  },
  {
    category: 'Hjul',
    sub: 'Kompletta hjul',
    subSub: 'Sommarhjul',
    price: [1300, 3200],
    universal: false,
    items: [
      item('Kompletta sommarhjul 18"', 'summer-wheels'),
      item('Kompletta sommarhjul 19"', 'summer-wheels'),
      item('Kompletta sommarhjul 20"', 'summer-wheels'),
    ],
  },
  {
    category: 'Hjul',
    sub: 'Tillbehör',
    subSub: 'Låsbultar',
    price: [35, 90],
    universal: true,
    items: [
      item('Låsbultar', 'wheel-bolts'),
      item('Hjulbultar set', 'wheel-bolts'),
      item('Navkapslar', 'hubcaps'),
    ],
  },
  {
    category: 'Elektronik',
    sub: 'Laddning',
    subSub: 'Laddkabel',
    price: [190, 1100],
    universal: true,
    items: [
      item('Laddkabel typ 2 5 m', 'charging-cable'),
      item('Laddbox 11 kW', 'wallbox'),
      item('Mobil laddare', 'mobile-charger'),
    ],
  },
  {
    category: 'Elektronik',
    sub: 'Parkering',
    subSub: 'Sensorer',
    price: [240, 690],
    universal: false,
    items: [
      item('Parkeringssensorer fram', 'parking-sensors'),
      item('Parkeringssensorer bak', 'parking-sensors'),
      item('Backkamera eftermontering', 'reversing-camera'),
    ],
  },
  {
    category: 'Transport',
    sub: 'Cykelhållare',
    subSub: 'Dragkroksmonterad',
    price: [420, 980],
    universal: true,
    items: [
      item('Cykelhållare 2 cyklar', 'bike-carrier'),
      item('Cykelhållare 3 cyklar', 'bike-carrier'),
      item('Cykelhållare tak', 'roof-bike-carrier'),
    ],
  },
  {
    category: 'Vård',
    sub: 'Rengöring',
    subSub: 'Lackvård',
    price: [15, 120],
    universal: true,
    items: [item('Lackvårdspaket', 'care'), item('Fälgrengöring', 'care'), item('Interiörrengöring', 'care')],
  },
]

/** The kit vehicles of each model of the brand table (its spans of years), with the model. */
function vehiclesByModel(vehicles: readonly KitVehicle[]) {
  return brands.flatMap((brand) =>
    brand.models.flatMap((model) => {
      const spans = vehicles.filter(
        (vehicle) => vehicle.manufacturer === brand.brand && vehicle.model === model.model,
      )
      return spans.length ? [{ model, spans }] : []
    }),
  )
}

export function generateKits(
  count: number,
  siteOfficialName: string,
  vehicles: readonly KitVehicle[],
  seed: number,
) {
  const random = seeded(seed)
  const models = vehiclesByModel(vehicles)
  // Each line's fitted kits go round the models it fits, each line from its own starting point,
  // so every model has kits of several lines.
  const fittable = catalogue.map((line) => models.filter(({ model }) => line.fitsModel?.(model) ?? true))
  return Array.from({ length: count }, (_, index) => {
    const lineIndex = index % catalogue.length
    const line = catalogue[lineIndex]
    const product = random.pick(line.items)
    // A fitted kit is made for one model and names it. The table lists one generation of each
    // model, so the kit fits it in every span of years the kit vehicles group it in.
    const candidates = fittable[lineIndex]
    const round = Math.floor(index / catalogue.length)
    const fitted = line.universal
      ? null
      : candidates[
          (round + Math.round((lineIndex * candidates.length) / catalogue.length)) % candidates.length
        ]
    const fits = fitted?.spans ?? []
    const name = `${product.name}${fits.length ? ` ${fits[0].manufacturer} ${fits[0].model}` : ''}`
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
      images: [
        { urls: { original: kitImage(product.picture, 'l'), thumbnail: kitImage(product.picture, 's') } },
      ],
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
