/** Real brands and models with their body, fuels, new price in euros and power range (kW). */
import type { BodyCode } from '@/services/search'
import type { FuelCode } from './vocabulary'

export type ModelSpec = {
  model: string
  body: BodyCode
  fuels: FuelCode[]
  priceEur: number
  power: [number, number]
  seats: number
}
export type BrandSpec = {
  brand: string
  models: ModelSpec[]
  versions: readonly string[]
  packages: readonly string[]
}

const fuelCodes: Record<string, FuelCode> = {
  p: 'petrol',
  d: 'diesel',
  e: 'electric',
  h: 'hybrid',
  x: 'phev',
}

function models(table: string): ModelSpec[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [model, body, fuels, price, power, seats] = line.trim().split('|')
      const [low, high] = power.split('-').map(Number)
      return {
        model,
        body: body as BodyCode,
        fuels: [...fuels].map((code) => fuelCodes[code]),
        priceEur: Number(price),
        power: [low, high],
        seats: Number(seats ?? 5),
      }
    })
}

export const brands: readonly BrandSpec[] = [
  {
    brand: 'Volvo',
    versions: ['B3', 'B4', 'B5 AWD', 'T6 Recharge', 'T8 Recharge'],
    packages: ['Core', 'Plus', 'Ultra'],
    models: models(`
    XC40|suv|phe|42000|120-300
    XC60|suv|dxh|55000|145-340
    XC90|suv|dx|78000|173-335|7
    V60|wagon|px|47000|120-335
    V90|wagon|dx|60000|145-335
    S60|sedan|px|46000|145-335
    EX30|suv|e|37000|200-315`),
  },
  {
    brand: 'Volkswagen',
    versions: ['1.0 TSI', '1.5 eTSI', '2.0 TDI', '2.0 TDI 4Motion', 'Pro'],
    packages: ['Life', 'Style', 'R-Line'],
    models: models(`
    Golf|hatchback|pdx|30000|81-180
    Polo|hatchback|p|21000|59-85
    Passat|wagon|dx|44000|110-200
    Tiguan|suv|pdx|40000|110-195
    T-Roc|suv|p|29000|81-140
    ID.3|hatchback|e|38000|125-150
    ID.4|suv|e|45000|125-250
    Transporter|van|d|42000|81-150|3
    Amarok|pickup|d|48000|125-177`),
  },
  {
    brand: 'Toyota',
    versions: ['1.5 Hybrid', '1.8 Hybrid', '2.0 Hybrid', '2.5 Plug-in AWD', '2.8 D-4D'],
    packages: ['Active', 'Style', 'Executive'],
    models: models(`
    Yaris|hatchback|h|22000|85-96
    Corolla|hatchback|h|29000|103-146
    C-HR|suv|hx|33000|103-164
    RAV4|suv|hx|42000|160-227
    bZ4X|suv|e|44000|150-160
    Hilux|pickup|d|42000|110-150
    Proace|van|de|36000|90-130|3`),
  },
  {
    brand: 'Kia',
    versions: ['1.0 T-GDi', '1.6 HEV', '1.6 PHEV', '77 kWh AWD'],
    packages: ['Action', 'Advance', 'GT-Line'],
    models: models(`
    Picanto|hatchback|p|15000|49-74
    Ceed|wagon|px|27000|88-150
    Niro|suv|hxe|33000|104-150
    Sportage|suv|phx|36000|110-195
    EV6|suv|e|50000|168-430
    Sorento|suv|hx|52000|169-195|7`),
  },
  {
    brand: 'Hyundai',
    versions: ['1.0 T-GDi', '1.6 HEV', '1.6 PHEV', '77 kWh AWD'],
    packages: ['Essential', 'Advanced', 'Premium'],
    models: models(`
    i20|hatchback|p|19000|74-88
    i30|wagon|p|25000|88-118
    Kona|suv|phe|30000|88-160
    Tucson|suv|hx|37000|118-195
    IONIQ 5|suv|e|47000|125-239
    Santa Fe|suv|hx|52000|158-187|7`),
  },
  {
    brand: 'BMW',
    versions: ['118i', '320d xDrive', '330e', 'M50', 'eDrive40', 'xDrive30d'],
    packages: ['Sport Line', 'M Sport', 'M Sport Pro'],
    models: models(`
    1-serie|hatchback|pd|33000|100-233
    3-serie|sedan|pdx|47000|115-275
    5-serie|sedan|dxe|62000|140-442
    X1|suv|dxe|45000|100-230
    X3|suv|dx|60000|140-290
    X5|suv|dx|90000|210-360
    i4|sedan|e|58000|210-400
    iX|suv|e|85000|240-455
    Z4|convertible|p|52000|145-250|2`),
  },
  {
    brand: 'Mercedes-Benz',
    versions: ['180', '200 d', '220 d 4MATIC', '300 e', '350+', '4MATIC'],
    packages: ['Progressive', 'AMG Line', 'Exclusive'],
    models: models(`
    A-Klass|hatchback|pdx|36000|100-165
    C-Klass|sedan|dx|52000|125-230
    E-Klass|sedan|dx|65000|145-280
    GLA|suv|dx|44000|100-165
    GLC|suv|dx|62000|145-280
    EQA|suv|e|52000|140-215
    EQE|sedan|e|78000|215-460
    Sprinter|van|de|52000|84-140|3`),
  },
  {
    brand: 'Audi',
    versions: ['30 TFSI', '35 TDI', '40 TDI quattro', '50 TFSI e', '55 e-tron quattro'],
    packages: ['Advanced', 'S line', 'Black edition'],
    models: models(`
    A3|hatchback|px|34000|81-150
    A4|wagon|pd|46000|110-195
    A6|wagon|dx|62000|150-270
    Q3|suv|px|42000|110-180
    Q5|suv|dx|58000|150-270
    Q8 e-tron|suv|e|80000|250-300
    e-tron GT|coupe|e|105000|390-440|4`),
  },
  {
    brand: 'Ford',
    versions: ['1.0 EcoBoost', '2.0 EcoBlue', '2.5 PHEV', 'Extended Range AWD'],
    packages: ['Titanium', 'ST-Line', 'Vignale'],
    models: models(`
    Fiesta|hatchback|p|19000|74-92
    Focus|wagon|pd|27000|92-140
    Puma|suv|ph|28000|92-114
    Kuga|suv|xhd|38000|110-165
    Mustang Mach-E|suv|e|52000|198-358
    Transit Custom|van|d|40000|81-136|3
    Ranger|pickup|d|45000|125-184
    Mustang|coupe|p|62000|330-350|4`),
  },
  {
    brand: 'Škoda',
    versions: ['1.0 TSI', '1.5 TSI', '2.0 TDI 4x4', 'iV', '85 kWh'],
    packages: ['Ambition', 'Style', 'Sportline', 'L&K'],
    models: models(`
    Fabia|hatchback|p|19000|59-110
    Octavia|wagon|pdx|31000|85-180
    Superb|wagon|dx|42000|110-200
    Karoq|suv|pd|33000|85-140
    Kodiaq|suv|pdx|42000|110-180|7
    Enyaq|suv|e|46000|125-250`),
  },
  {
    brand: 'Peugeot',
    versions: ['1.2 PureTech', '1.5 BlueHDi', 'Hybrid 136', 'e-'],
    packages: ['Active', 'Allure', 'GT'],
    models: models(`
    208|hatchback|pe|21000|55-115
    308|wagon|pdx|30000|96-165
    2008|suv|pe|26000|74-115
    3008|suv|hxe|38000|100-240
    5008|suv|hx|42000|100-165|7`),
  },
  {
    brand: 'Renault',
    versions: ['TCe 90', 'E-Tech full hybrid', 'EV60', 'Blue dCi'],
    packages: ['Evolution', 'Techno', 'Esprit Alpine'],
    models: models(`
    Clio|hatchback|ph|19000|67-105
    Captur|suv|phx|25000|67-117
    Megane E-Tech|hatchback|e|40000|96-160
    Kangoo|van|de|28000|70-90|2`),
  },
  {
    brand: 'Tesla',
    versions: ['RWD', 'Long Range AWD', 'Performance'],
    packages: ['Standard', 'Premium'],
    models: models(`
    Model 3|sedan|e|42000|208-393
    Model Y|suv|e|46000|220-390
    Model S|sedan|e|95000|493-750`),
  },
  {
    brand: 'Polestar',
    versions: ['Long range Single motor', 'Long range Dual motor', 'Performance'],
    packages: ['Pilot', 'Plus', 'Performance pack'],
    models: models(`
    Polestar 2|sedan|e|50000|200-350
    Polestar 3|suv|e|85000|360-380
    Polestar 4|suv|e|62000|200-400`),
  },
  {
    brand: 'Nissan',
    versions: ['DIG-T 140', 'e-Power', '39 kWh', '2.3 dCi'],
    packages: ['Acenta', 'N-Connecta', 'Tekna'],
    models: models(`
    Micra|hatchback|p|17000|68-74
    Qashqai|suv|ph|31000|103-140
    Leaf|hatchback|e|33000|110-160
    X-Trail|suv|h|42000|150-157|7
    Navara|pickup|d|40000|120-140`),
  },
  {
    brand: 'Mazda',
    versions: ['Skyactiv-G 2.0', 'e-Skyactiv X', 'Skyactiv-D 2.2', 'e-Skyactiv PHEV'],
    packages: ['Prime-Line', 'Exclusive-Line', 'Homura', 'Takumi'],
    models: models(`
    Mazda2|hatchback|ph|19000|66-85
    Mazda3|hatchback|p|27000|90-137
    CX-30|suv|p|30000|90-137
    CX-60|suv|xd|50000|147-241
    MX-5|convertible|p|32000|97-135|2`),
  },
  {
    brand: 'Porsche',
    versions: ['Base', '4S', 'GTS', 'Turbo'],
    packages: ['Sport Chrono', 'Premium'],
    models: models(`
    Taycan|sedan|e|95000|300-560|4
    Macan|suv|pe|80000|195-470
    Cayenne|suv|px|98000|260-500
    911 Carrera|coupe|p|125000|290-478|4`),
  },
  {
    brand: 'BYD',
    versions: ['Standard Range', 'Extended Range', 'AWD Excellence'],
    packages: ['Comfort', 'Design'],
    models: models(`
    Atto 3|suv|e|38000|150-150
    Dolphin|hatchback|e|30000|70-150
    Seal|sedan|e|46000|230-390`),
  },
  {
    brand: 'Cupra',
    versions: ['1.5 TSI', 'e-Hybrid', '2.0 TSI 4Drive', '77 kWh'],
    packages: ['V1', 'V2', 'VZ'],
    models: models(`
    Born|hatchback|e|38000|150-240
    Formentor|suv|px|38000|110-245`),
  },
  {
    brand: 'Dacia',
    versions: ['TCe 90', 'TCe 130', 'Hybrid 140', 'Blue dCi 115'],
    packages: ['Essential', 'Expression', 'Extreme'],
    models: models(`
    Sandero|hatchback|p|14000|67-81
    Duster|suv|pdh|20000|74-104
    Jogger|wagon|ph|19000|81-103|7`),
  },
]
