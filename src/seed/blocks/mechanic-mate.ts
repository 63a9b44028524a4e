// The mechanic-mate booking variant (spec 03 §2.3) on automotive SE, the one site whose dealer sites
// are the workshop service's workshops.
import { wordmarkPng } from './chrome'
import type { SeedBlock, SeedPageContext } from './types'

/** The logos of the brand list (spec 03 §9): the list shows those of the brands a bookable workshop is authorised for (decisions: Mechanic-mate variant). */
export const authorisedBrandNames = [
  'Volvo',
  'Volkswagen',
  'Kia',
  'Audi',
  'Skoda',
  'Seat',
  'Cupra',
  'Toyota',
  'Lexus',
  'Ford',
  'Renault',
  'Dacia',
  'Nissan',
  'Peugeot',
  'Citroën',
  'Opel',
  'Hyundai',
  'Mazda',
  'Mitsubishi',
  'Subaru',
  'Suzuki',
  'Honda',
  'Jeep',
  'Fiat',
  'Alfa Romeo',
  'MG',
  'Polestar',
  'BYD',
  'Tesla',
  'Mini',
  'Land Rover',
  'Jaguar',
]

const logoColours = ['#1f3a93', '#0b6e4f', '#8c1c13', '#3d3d3d']

export const mechanicMate = async (context: SeedPageContext): Promise<SeedBlock> => {
  const brands: Array<{ name: string; logo: number }> = []
  // One upload at a time: the media library writes through one database transaction each.
  for (const [index, name] of authorisedBrandNames.entries()) {
    const file = `brand-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`
    const png = await wordmarkPng(name, logoColours[index % logoColours.length]!, 200, 64)
    brands.push({ name, logo: await context.upload(file, png, name) })
  }
  return {
    blockType: 'mechanicMate',
    intro:
      'Boka service, däckbyte och reparationer hos våra verkstäder. Ange registreringsnumret så ser du direkt om vi har auktoriserade verkstäder för ditt märke, vilka tjänster vi erbjuder och lediga tider.',
    premiumBrands: [
      { name: 'Mercedes-Benz', url: 'https://www.mercedes-benz.se/service' },
      { name: 'BMW', url: 'https://www.bmw.se/service' },
    ],
    sportsCarBrand: { name: 'Porsche', path: context.paths.sportsCarService ?? '/' },
    commercialBrand: { name: 'Iveco', path: context.paths.commercialService ?? '/' },
    brands,
    damageInspectionUrl: 'https://www.skadebesiktning.se/',
    contactEmail: 'service@automotive.se',
  } as SeedBlock
}
