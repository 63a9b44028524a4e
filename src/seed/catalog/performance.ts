/**
 * Kerb weight and 0–100 km/h of each version in the brand table, as a buyer would find them in a
 * brochure: the weight from the model's entry version (a table of real weights) plus what the
 * version adds — a battery, an electric motor, four-wheel drive, a bigger engine — and the
 * acceleration from power-to-weight, on the curve of electric cars (full torque from standstill)
 * or of combustion cars, never quicker than the driven wheels can grip. Pure, so the feed tests
 * check the figures against each other.
 */
import type { BrandSpec, Drive, ModelSpec, VersionSpec } from './brands'

/**
 * Kerb weight (kg, with driver, EU) of each model's lightest version: rounded manufacturer data.
 * The versions of a model weigh this plus what they add over that version (versionWeight).
 */
export const entryWeights: Readonly<Record<string, number>> = {
  'Volvo XC40': 1650,
  'Volvo XC60': 1880,
  'Volvo XC90': 2050,
  'Volvo V60': 1650,
  'Volvo V90': 1780,
  'Volvo S60': 1650,
  'Volvo EX30': 1850,
  'Volkswagen Golf': 1250,
  'Volkswagen Polo': 1100,
  'Volkswagen Passat': 1500,
  'Volkswagen Tiguan': 1500,
  'Volkswagen T-Roc': 1300,
  'Volkswagen ID.3': 1790,
  'Volkswagen ID.4': 2050,
  'Volkswagen Transporter': 1950,
  'Volkswagen Amarok': 2250,
  'Toyota Yaris': 1000,
  'Toyota Corolla': 1370,
  'Toyota C-HR': 1460,
  'Toyota RAV4': 1680,
  'Toyota bZ4X': 1920,
  'Toyota Hilux': 2100,
  'Toyota Proace': 1750,
  'Kia Picanto': 950,
  'Kia Ceed SW': 1300,
  'Kia Niro': 1450,
  'Kia Sportage': 1500,
  'Kia EV6': 2000,
  'Kia Sorento': 1750,
  'Hyundai i20': 1100,
  'Hyundai i30 Wagon': 1300,
  'Hyundai Kona': 1300,
  'Hyundai Tucson': 1550,
  'Hyundai IONIQ 5': 1900,
  'Hyundai Santa Fe': 1950,
  'BMW 1-serie': 1365,
  'BMW 3-serie': 1540,
  'BMW 5-serie': 1730,
  'BMW i5': 2130,
  'BMW X1': 1550,
  'BMW iX1': 1940,
  'BMW X3': 1890,
  'BMW X5': 2185,
  'BMW i4': 2050,
  'BMW iX': 2440,
  'BMW Z4': 1480,
  'Mercedes-Benz A-Klass': 1395,
  'Mercedes-Benz C-Klass': 1650,
  'Mercedes-Benz E-Klass': 1800,
  'Mercedes-Benz GLA': 1525,
  'Mercedes-Benz GLC': 1880,
  'Mercedes-Benz EQA': 2040,
  'Mercedes-Benz EQE': 2355,
  'Mercedes-Benz Sprinter': 2150,
  'Audi A3 Sportback': 1300,
  'Audi A4 Avant': 1530,
  'Audi A6 Avant': 1780,
  'Audi Q3': 1550,
  'Audi Q4 e-tron': 1965,
  'Audi Q5': 1860,
  'Audi Q8 e-tron': 2585,
  'Audi e-tron GT': 2350,
  'Ford Fiesta': 1165,
  'Ford Focus': 1370,
  'Ford Puma': 1280,
  'Ford Kuga': 1560,
  'Ford Mustang Mach-E': 2050,
  'Ford Transit Custom': 2000,
  'Ford Ranger': 2150,
  'Ford Mustang': 1730,
  'Škoda Fabia': 1110,
  'Škoda Octavia Kombi': 1380,
  'Škoda Superb Kombi': 1580,
  'Škoda Karoq': 1400,
  'Škoda Kodiaq': 1600,
  'Škoda Enyaq': 2000,
  'Peugeot 208': 1090,
  'Peugeot 308 SW': 1360,
  'Peugeot 2008': 1230,
  'Peugeot 3008': 1430,
  'Peugeot 5008': 1520,
  'Renault Clio': 1150,
  'Renault Captur': 1250,
  'Renault Megane E-Tech': 1640,
  'Renault Kangoo Van': 1450,
  'Tesla Model 3': 1760,
  'Tesla Model Y': 1980,
  'Tesla Model S': 2110,
  'Polestar 2': 2000,
  'Polestar 3': 2670,
  'Polestar 4': 2230,
  'Nissan Micra': 1080,
  'Nissan Qashqai': 1400,
  'Nissan Leaf': 1580,
  'Nissan X-Trail': 1600,
  'Nissan Navara': 2050,
  'Mazda 2': 1050,
  'Mazda 3': 1350,
  'Mazda CX-30': 1420,
  'Mazda CX-60': 1950,
  'Mazda MX-5': 1050,
  'Porsche Taycan': 2220,
  'Porsche Macan': 1865,
  'Porsche Cayenne': 2050,
  'Porsche 911': 1505,
  'BYD Atto 3': 1750,
  'BYD Dolphin': 1660,
  'BYD Seal': 2055,
  'Cupra Born': 1810,
  'Cupra Formentor': 1450,
  'Dacia Sandero': 1030,
  'Dacia Duster': 1280,
  'Dacia Jogger': 1230,
}

/** What a version weighs over a notional car without engine: its powertrain, battery and drive. */
function powertrainWeight(version: VersionSpec): number {
  const battery = version.battery ?? 0
  const fourWheelDrive = version.drive === 'AWD' ? 70 : 0
  switch (version.fuel) {
    case 'electric':
      // Cells and their casing weigh about 5.5 kg per kWh; an electric motor little per kW.
      return 120 + battery * 5.5 + version.kw * 0.1 + fourWheelDrive
    case 'phev':
      return 150 + battery * 6 + version.kw * 0.25 + fourWheelDrive
    case 'hybrid':
      return 60 + version.kw * 0.25 + fourWheelDrive
    case 'diesel':
      return 40 + version.kw * 0.25 + fourWheelDrive
    default:
      return version.kw * 0.25 + fourWheelDrive
  }
}

/** Kerb weight of a version, in kg rounded to 5: the model's entry weight plus what the version adds. */
export function versionWeight(brand: BrandSpec, model: ModelSpec, version: VersionSpec): number {
  const entry = entryWeights[`${brand.brand} ${model.model}`]
  if (entry === undefined) throw new Error(`No kerb weight for the ${brand.brand} ${model.model}`)
  const lightest = Math.min(...model.versions.map(powertrainWeight))
  return Math.round((entry + powertrainWeight(version) - lightest) / 5) * 5
}

/**
 * What the driven wheels allow, whatever the power: four-wheel drive puts the most down (the
 * quickest production cars do about 2 s), rear-wheel drive less, front-wheel drive least. A car
 * near its limit loses time to wheelspin, so the limit is approached smoothly and a heavier car
 * stays slower than a lighter one of the same power.
 */
const traction: Record<Drive, number> = { AWD: 1.9, RWD: 3.0, FWD: 5.8 }
const softMax = (value: number, limit: number) => (value ** 6 + limit ** 6) ** (1 / 6)

/**
 * 0–100 km/h in seconds, to one decimal, from power-to-weight (kg per kW): electric cars pull with
 * full torque from standstill and need no gear change, so they are quicker than combustion cars of
 * the same ratio; spinning front wheels cost an electric car about half a second.
 */
export function accelerationSeconds(version: VersionSpec, kilograms: number): number {
  const ratio = kilograms / version.kw
  const curve =
    version.fuel === 'electric'
      ? 0.2 + 0.55 * ratio + (version.drive === 'FWD' ? 0.5 : version.drive === 'RWD' ? 0.2 : 0)
      : 0.55 + 0.6 * ratio + 0.006 * ratio ** 2
  return Math.round(softMax(curve, traction[version.drive]) * 10) / 10
}
