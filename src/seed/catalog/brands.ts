/**
 * The demo catalogue's one table of real cars: per brand its models with the year each (in the
 * generation listed) came to market, its body, seats and new price in euros, and the engine
 * versions it was sold with — each with its fuel, power, gearbox, drive, WLTP consumption and, for
 * cars with a battery, the battery and electric range — and the years each version was offered.
 * The generator draws only from here, so a version never contradicts its fuel and a car is never
 * older than its model. Figures are rounded manufacturer WLTP data.
 */
import type { BodyCode } from '@/services/search'
import type { MarketCode } from './markets'
import type { FuelCode } from './vocabulary'

export type Drive = 'FWD' | 'RWD' | 'AWD'
export type Gearbox = 'manual' | 'automatic'
export type VersionSpec = {
  /** As the version is written after the model: "320d xDrive", "Long Range AWD". */
  name: string
  fuel: FuelCode
  kw: number
  gearbox: Gearbox
  drive: Drive
  /** l/100 km for cars that burn fuel (weighted for plug-in hybrids), kWh/100 km for electric cars. */
  consumption: number
  /** Usable battery in kWh, for electric cars and plug-in hybrids. */
  battery?: number
  /** WLTP electric range in km, for electric cars and plug-in hybrids. */
  range?: number
  /** First and last year the version was sold; open-ended when still on sale. */
  years?: [from: number, until?: number]
}
export type ModelSpec = {
  /** The model's name without the brand: "2" for the Polestar 2, "Model Y" for the Tesla. */
  model: string
  launched: number
  /** Last year it was sold new; unset while it is on sale. */
  ended?: number
  body: BodyCode
  seats: number
  priceEur: number
  versions: readonly VersionSpec[]
}
export type BrandSpec = { brand: string; packages: readonly string[]; models: readonly ModelSpec[] }

type Years = VersionSpec['years']
const version =
  (fuel: 'petrol' | 'diesel' | 'hybrid') =>
  (
    name: string,
    kw: number,
    gearbox: 'M' | 'A',
    drive: Drive,
    litres: number,
    years?: Years,
  ): VersionSpec => ({
    name,
    fuel,
    kw,
    gearbox: gearbox === 'M' ? 'manual' : 'automatic',
    drive,
    consumption: litres,
    ...(years ? { years } : {}),
  })
const petrol = version('petrol')
const diesel = version('diesel')
const hybrid = version('hybrid')
const plugIn = (
  name: string,
  kw: number,
  drive: Drive,
  litres: number,
  battery: number,
  range: number,
  years?: Years,
): VersionSpec => ({
  name,
  fuel: 'phev',
  kw,
  gearbox: 'automatic',
  drive,
  consumption: litres,
  battery,
  range,
  ...(years ? { years } : {}),
})
const electric = (
  name: string,
  kw: number,
  drive: Drive,
  kwhPer100: number,
  battery: number,
  range: number,
  years?: Years,
): VersionSpec => ({
  name,
  fuel: 'electric',
  kw,
  gearbox: 'automatic',
  drive,
  consumption: kwhPer100,
  battery,
  range,
  ...(years ? { years } : {}),
})
const model = (
  name: string,
  launched: number,
  body: BodyCode,
  priceEur: number,
  versions: VersionSpec[],
  options: { seats?: number; ended?: number } = {},
): ModelSpec => ({
  model: name,
  launched,
  body,
  seats: options.seats ?? (body === 'convertible' ? 2 : body === 'van' ? 3 : 5),
  priceEur,
  versions,
  ...(options.ended ? { ended: options.ended } : {}),
})

export const brands: readonly BrandSpec[] = [
  {
    brand: 'Volvo',
    packages: ['Core', 'Plus', 'Ultra'],
    models: [
      model('XC40', 2018, 'suv', 42_000, [
        petrol('T3', 120, 'M', 'FWD', 7.0, [2018, 2020]),
        petrol('T4', 140, 'A', 'FWD', 7.3, [2018, 2020]),
        petrol('B3', 120, 'A', 'FWD', 7.1, [2021]),
        petrol('B4', 145, 'A', 'FWD', 7.3, [2020]),
        plugIn('T5 Recharge', 192, 'FWD', 2.0, 10.7, 45, [2020]),
        electric('Recharge Twin Motor', 300, 'AWD', 23.0, 75, 418, [2020, 2023]),
        electric('Single Motor Extended Range', 185, 'RWD', 17.0, 79, 570, [2024]),
      ]),
      model('XC60', 2017, 'suv', 55_000, [
        diesel('D4 AWD', 140, 'A', 'AWD', 5.6, [2017, 2020]),
        plugIn('T8 Twin Engine AWD', 287, 'AWD', 2.1, 11.6, 45, [2017, 2020]),
        diesel('B4 AWD', 145, 'A', 'AWD', 6.0, [2020, 2023]),
        petrol('B5 AWD', 184, 'A', 'AWD', 8.3, [2020]),
        plugIn('T6 Recharge AWD', 257, 'AWD', 1.1, 18.8, 80, [2022]),
      ]),
      model(
        'XC90',
        2015,
        'suv',
        78_000,
        [
          diesel('D5 AWD', 173, 'A', 'AWD', 6.3, [2015, 2019]),
          plugIn('T8 Twin Engine AWD', 300, 'AWD', 2.1, 11.6, 40, [2015, 2021]),
          diesel('B5 AWD', 173, 'A', 'AWD', 6.9, [2020]),
          plugIn('T8 Recharge AWD', 335, 'AWD', 1.2, 18.8, 71, [2022]),
        ],
        { seats: 7 },
      ),
      model('V60', 2018, 'wagon', 47_000, [
        diesel('D4', 140, 'A', 'FWD', 4.9, [2018, 2020]),
        petrol('B3', 120, 'A', 'FWD', 6.8, [2021]),
        petrol('B4', 145, 'A', 'FWD', 7.0, [2020]),
        plugIn('T6 Recharge AWD', 253, 'AWD', 1.2, 18.8, 90, [2022]),
      ]),
      model('V90', 2016, 'wagon', 60_000, [
        diesel('D4', 140, 'A', 'FWD', 5.1, [2016, 2020]),
        diesel('B4', 145, 'A', 'FWD', 5.5, [2020]),
        plugIn('T8 Recharge AWD', 335, 'AWD', 1.1, 18.8, 80, [2022]),
      ]),
      model(
        'S60',
        2019,
        'sedan',
        46_000,
        [
          petrol('T5', 184, 'A', 'FWD', 7.3, [2019, 2020]),
          petrol('B4', 145, 'A', 'FWD', 7.0, [2020]),
          plugIn('T8 Recharge AWD', 335, 'AWD', 1.1, 18.8, 90, [2022]),
        ],
        { ended: 2024 },
      ),
      model('EX30', 2024, 'suv', 37_000, [
        electric('Single Motor', 200, 'RWD', 15.9, 51, 344),
        electric('Single Motor Extended Range', 200, 'RWD', 16.7, 69, 476),
        electric('Twin Motor Performance', 315, 'AWD', 17.5, 69, 450),
      ]),
    ],
  },
  {
    brand: 'Volkswagen',
    packages: ['Life', 'Style', 'R-Line'],
    models: [
      model('Golf', 2013, 'hatchback', 30_000, [
        petrol('1.4 TSI', 92, 'M', 'FWD', 5.4, [2013, 2019]),
        diesel('1.6 TDI', 85, 'M', 'FWD', 4.4, [2013, 2019]),
        electric('e-Golf', 100, 'FWD', 13.2, 35.8, 231, [2017, 2020]),
        petrol('1.0 TSI', 81, 'M', 'FWD', 5.3, [2020]),
        petrol('1.5 eTSI DSG', 110, 'A', 'FWD', 5.6, [2020]),
        diesel('2.0 TDI DSG', 110, 'A', 'FWD', 4.4, [2020]),
        plugIn('GTE', 180, 'FWD', 1.1, 10.4, 62, [2021]),
        petrol('GTI', 180, 'A', 'FWD', 7.0, [2020]),
      ]),
      model('Polo', 2017, 'hatchback', 21_000, [
        petrol('1.0 MPI 80', 59, 'M', 'FWD', 5.4),
        petrol('1.0 TSI 95', 70, 'M', 'FWD', 5.2),
        petrol('1.0 TSI 110 DSG', 81, 'A', 'FWD', 5.4),
        petrol('GTI', 152, 'A', 'FWD', 6.7, [2018]),
      ]),
      model('Passat', 2015, 'wagon', 44_000, [
        diesel('2.0 TDI DSG', 110, 'A', 'FWD', 4.8),
        diesel('2.0 TDI 4Motion DSG', 147, 'A', 'AWD', 5.8, [2015, 2023]),
        plugIn('GTE', 160, 'FWD', 1.6, 9.9, 55, [2015, 2023]),
        petrol('1.5 eTSI DSG', 110, 'A', 'FWD', 5.8, [2024]),
        plugIn('eHybrid', 150, 'FWD', 0.4, 19.7, 120, [2024]),
      ]),
      model('Tiguan', 2016, 'suv', 40_000, [
        petrol('1.4 TSI', 92, 'M', 'FWD', 6.3, [2016, 2018]),
        petrol('1.5 TSI DSG', 110, 'A', 'FWD', 6.5, [2018]),
        diesel('2.0 TDI 4Motion DSG', 110, 'A', 'AWD', 6.3),
        plugIn('eHybrid', 180, 'FWD', 1.3, 10.6, 50, [2021]),
      ]),
      model('T-Roc', 2018, 'suv', 29_000, [
        petrol('1.0 TSI', 81, 'M', 'FWD', 5.8),
        petrol('1.5 TSI DSG', 110, 'A', 'FWD', 6.2),
        diesel('2.0 TDI 4Motion DSG', 110, 'A', 'AWD', 5.8),
      ]),
      model('ID.3', 2020, 'hatchback', 38_000, [
        electric('Pure', 110, 'RWD', 15.0, 45, 350),
        electric('Pro', 150, 'RWD', 15.4, 58, 426),
        electric('Pro S', 150, 'RWD', 15.9, 77, 546),
      ]),
      model('ID.4', 2021, 'suv', 45_000, [
        electric('Pure', 125, 'RWD', 16.1, 52, 346),
        electric('Pro', 150, 'RWD', 16.3, 77, 520),
        electric('GTX', 220, 'AWD', 17.5, 77, 480),
      ]),
      model('Transporter', 2015, 'van', 42_000, [
        diesel('2.0 TDI 110', 81, 'M', 'FWD', 7.0),
        diesel('2.0 TDI 150 DSG', 110, 'A', 'FWD', 7.6),
        diesel('2.0 TDI 4Motion DSG', 150, 'A', 'AWD', 8.4),
      ]),
      model('Amarok', 2023, 'pickup', 48_000, [
        diesel('2.0 TDI 4Motion', 150, 'A', 'AWD', 9.0),
        diesel('3.0 V6 TDI 4Motion', 177, 'A', 'AWD', 9.9),
      ]),
    ],
  },
  {
    brand: 'Toyota',
    packages: ['Active', 'Style', 'Executive'],
    models: [
      model('Yaris', 2020, 'hatchback', 22_000, [
        petrol('1.0', 53, 'M', 'FWD', 5.0, [2020, 2022]),
        hybrid('1.5 Hybrid', 85, 'A', 'FWD', 3.8),
        hybrid('1.5 Hybrid 130', 96, 'A', 'FWD', 4.0, [2024]),
      ]),
      model('Corolla', 2019, 'hatchback', 29_000, [
        hybrid('1.8 Hybrid', 90, 'A', 'FWD', 4.5, [2019, 2022]),
        hybrid('1.8 Hybrid 140', 103, 'A', 'FWD', 4.4, [2023]),
        hybrid('2.0 Hybrid', 135, 'A', 'FWD', 4.9),
      ]),
      model('C-HR', 2017, 'suv', 33_000, [
        hybrid('1.8 Hybrid', 90, 'A', 'FWD', 4.9),
        hybrid('2.0 Hybrid', 135, 'A', 'FWD', 5.1, [2020]),
        plugIn('2.0 Plug-in Hybrid', 164, 'FWD', 0.8, 13.8, 66, [2024]),
      ]),
      model('RAV4', 2019, 'suv', 42_000, [
        hybrid('2.5 Hybrid', 160, 'A', 'FWD', 5.6),
        hybrid('2.5 Hybrid AWD-i', 163, 'A', 'AWD', 5.8),
        plugIn('2.5 Plug-in Hybrid AWD-i', 225, 'AWD', 1.0, 18.1, 75, [2021]),
      ]),
      model('bZ4X', 2022, 'suv', 44_000, [
        electric('FWD', 150, 'FWD', 16.0, 64, 516),
        electric('AWD', 160, 'AWD', 17.5, 64, 460),
      ]),
      model('Hilux', 2016, 'pickup', 42_000, [
        diesel('2.4 D-4D', 110, 'M', 'AWD', 8.4),
        diesel('2.8 D-4D', 150, 'A', 'AWD', 9.5, [2020]),
      ]),
      model('Proace', 2016, 'van', 36_000, [
        diesel('2.0 D-4D 120', 90, 'M', 'FWD', 6.9),
        diesel('2.0 D-4D 180 Auto', 130, 'A', 'FWD', 7.5),
        electric('Electric 75 kWh', 100, 'FWD', 25.0, 75, 330, [2021]),
      ]),
    ],
  },
  {
    brand: 'Kia',
    packages: ['Action', 'Advance', 'GT-Line'],
    models: [
      model('Picanto', 2017, 'hatchback', 15_000, [
        petrol('1.0 MPi', 49, 'M', 'FWD', 4.9),
        petrol('1.2 MPi AMT', 62, 'A', 'FWD', 5.4),
      ]),
      model('Ceed SW', 2018, 'wagon', 27_000, [
        diesel('1.6 CRDi', 100, 'M', 'FWD', 4.6, [2018, 2021]),
        petrol('1.0 T-GDi', 88, 'M', 'FWD', 5.9),
        petrol('1.5 T-GDi DCT', 118, 'A', 'FWD', 6.2, [2021]),
        plugIn('1.6 PHEV', 104, 'FWD', 1.3, 8.9, 60, [2020]),
      ]),
      model('Niro', 2016, 'suv', 33_000, [
        hybrid('1.6 HEV', 104, 'A', 'FWD', 4.4),
        electric('e-Niro 64 kWh', 150, 'FWD', 15.9, 64, 455, [2019, 2021]),
        plugIn('1.6 PHEV', 134, 'FWD', 0.8, 11.1, 65, [2022]),
        electric('EV 64.8 kWh', 150, 'FWD', 16.2, 64.8, 460, [2022]),
      ]),
      model('Sportage', 2016, 'suv', 36_000, [
        diesel('1.6 CRDi', 100, 'A', 'FWD', 5.4, [2016, 2021]),
        petrol('1.6 T-GDi', 110, 'M', 'FWD', 7.0),
        hybrid('1.6 T-GDi HEV', 169, 'A', 'FWD', 5.6, [2022]),
        plugIn('1.6 T-GDi PHEV AWD', 195, 'AWD', 1.1, 13.8, 70, [2022]),
      ]),
      model('EV6', 2021, 'suv', 50_000, [
        electric('RWD 77.4 kWh', 168, 'RWD', 16.5, 77.4, 528),
        electric('AWD 77.4 kWh', 239, 'AWD', 17.2, 77.4, 506),
        electric('GT', 430, 'AWD', 20.6, 77.4, 424, [2022]),
      ]),
      model(
        'Sorento',
        2020,
        'suv',
        52_000,
        [
          diesel('2.2 CRDi AWD', 149, 'A', 'AWD', 6.1),
          hybrid('1.6 T-GDi HEV', 169, 'A', 'FWD', 6.0),
          plugIn('1.6 T-GDi PHEV AWD', 195, 'AWD', 1.6, 13.8, 57),
        ],
        { seats: 7 },
      ),
    ],
  },
  {
    brand: 'Hyundai',
    packages: ['Essential', 'Advanced', 'Premium'],
    models: [
      model('i20', 2020, 'hatchback', 19_000, [
        petrol('1.0 T-GDi 100', 74, 'M', 'FWD', 5.2),
        petrol('1.0 T-GDi 120 DCT', 88, 'A', 'FWD', 5.4),
      ]),
      model('i30 Wagon', 2017, 'wagon', 25_000, [
        diesel('1.6 CRDi', 85, 'M', 'FWD', 4.5, [2017, 2020]),
        petrol('1.0 T-GDi', 88, 'M', 'FWD', 5.9),
        petrol('1.5 T-GDi DCT', 118, 'A', 'FWD', 6.2, [2020]),
      ]),
      model('Kona', 2017, 'suv', 30_000, [
        petrol('1.0 T-GDi', 88, 'M', 'FWD', 6.0),
        hybrid('1.6 HEV', 104, 'A', 'FWD', 4.3, [2019]),
        electric('Electric 64 kWh', 150, 'FWD', 14.7, 64, 484, [2018, 2022]),
        electric('Electric 65 kWh', 160, 'FWD', 14.6, 65, 514, [2023]),
      ]),
      model('Tucson', 2015, 'suv', 37_000, [
        diesel('1.6 CRDi', 100, 'M', 'FWD', 5.4, [2015, 2020]),
        hybrid('1.6 T-GDi HEV', 169, 'A', 'FWD', 5.8, [2021]),
        plugIn('1.6 T-GDi PHEV 4WD', 195, 'AWD', 1.4, 13.8, 62, [2021]),
      ]),
      model('IONIQ 5', 2021, 'suv', 47_000, [
        electric('58 kWh RWD', 125, 'RWD', 16.7, 58, 384),
        electric('77 kWh RWD', 168, 'RWD', 17.0, 77.4, 507, [2021, 2023]),
        electric('77 kWh AWD', 239, 'AWD', 18.0, 77.4, 481, [2021, 2023]),
        electric('84 kWh RWD', 168, 'RWD', 16.8, 84, 570, [2024]),
      ]),
      model(
        'Santa Fe',
        2018,
        'suv',
        52_000,
        [
          diesel('2.2 CRDi 4WD', 147, 'A', 'AWD', 7.2, [2018, 2023]),
          hybrid('1.6 T-GDi HEV 4WD', 169, 'A', 'AWD', 6.8, [2021]),
          plugIn('1.6 T-GDi PHEV 4WD', 195, 'AWD', 1.5, 13.8, 58, [2021]),
        ],
        { seats: 7 },
      ),
    ],
  },
  {
    brand: 'BMW',
    packages: ['Sport Line', 'M Sport', 'M Sport Pro'],
    models: [
      model('1-serie', 2019, 'hatchback', 33_000, [
        petrol('118i', 103, 'A', 'FWD', 5.9),
        diesel('118d', 110, 'A', 'FWD', 4.5),
        petrol('M135i xDrive', 225, 'A', 'AWD', 7.6),
      ]),
      model('3-serie', 2019, 'sedan', 47_000, [
        petrol('320i', 135, 'A', 'RWD', 6.4),
        diesel('320d', 140, 'A', 'RWD', 4.8),
        diesel('320d xDrive', 140, 'A', 'AWD', 5.1),
        plugIn('330e', 215, 'RWD', 1.6, 12, 55),
        petrol('M340i xDrive', 275, 'A', 'AWD', 7.9),
      ]),
      model('5-serie', 2017, 'sedan', 62_000, [
        diesel('520d', 140, 'A', 'RWD', 5.0),
        diesel('530d xDrive', 210, 'A', 'AWD', 6.0),
        plugIn('530e', 215, 'RWD', 1.9, 12, 57, [2017, 2023]),
        plugIn('530e', 220, 'RWD', 0.7, 19.4, 101, [2024]),
      ]),
      model('i5', 2023, 'sedan', 72_000, [
        electric('eDrive40', 250, 'RWD', 16.3, 81.2, 582),
        electric('M60 xDrive', 442, 'AWD', 19.5, 81.2, 516),
      ]),
      model('X1', 2015, 'suv', 45_000, [
        petrol('sDrive18i', 100, 'A', 'FWD', 6.3),
        diesel('xDrive20d', 120, 'A', 'AWD', 5.2),
        plugIn('xDrive25e', 162, 'AWD', 1.9, 9.7, 51, [2020, 2022]),
        plugIn('xDrive30e', 240, 'AWD', 0.8, 14.2, 89, [2023]),
      ]),
      model('iX1', 2022, 'suv', 52_000, [
        electric('eDrive20', 150, 'FWD', 15.6, 64.8, 475, [2023]),
        electric('xDrive30', 230, 'AWD', 16.8, 64.8, 440),
      ]),
      model('X3', 2017, 'suv', 60_000, [
        diesel('xDrive20d', 140, 'A', 'AWD', 5.9),
        plugIn('xDrive30e', 215, 'AWD', 2.1, 12, 50, [2020]),
        petrol('M40i', 265, 'A', 'AWD', 8.6),
      ]),
      model('X5', 2018, 'suv', 90_000, [
        diesel('xDrive30d', 210, 'A', 'AWD', 7.2),
        plugIn('xDrive45e', 290, 'AWD', 2.1, 21.6, 80, [2019, 2022]),
        plugIn('xDrive50e', 360, 'AWD', 1.0, 25.7, 110, [2023]),
      ]),
      model('i4', 2021, 'sedan', 58_000, [
        electric('eDrive35', 210, 'RWD', 16.6, 67, 483, [2022]),
        electric('eDrive40', 250, 'RWD', 16.1, 81, 590),
        electric('M50', 400, 'AWD', 19.0, 81, 520),
      ]),
      model('iX', 2021, 'suv', 85_000, [
        electric('xDrive40', 240, 'AWD', 19.4, 71, 425, [2021, 2024]),
        electric('xDrive50', 385, 'AWD', 20.0, 105, 630, [2021, 2024]),
        electric('M60', 455, 'AWD', 21.9, 105, 566, [2022]),
      ]),
      model('Z4', 2019, 'convertible', 52_000, [
        petrol('sDrive20i', 145, 'A', 'RWD', 6.4),
        petrol('sDrive30i', 190, 'A', 'RWD', 6.7),
        petrol('M40i', 250, 'A', 'RWD', 7.9),
      ]),
    ],
  },
  {
    brand: 'Mercedes-Benz',
    packages: ['Progressive', 'AMG Line', 'Exclusive'],
    models: [
      model('A-Klass', 2018, 'hatchback', 36_000, [
        petrol('180', 100, 'A', 'FWD', 5.9),
        petrol('200', 120, 'A', 'FWD', 6.0),
        diesel('180 d', 85, 'A', 'FWD', 4.5),
        plugIn('250 e', 160, 'FWD', 1.3, 15.6, 70, [2020]),
        petrol('AMG 35 4MATIC', 225, 'A', 'AWD', 8.3),
      ]),
      model('C-Klass', 2021, 'sedan', 52_000, [
        petrol('200', 150, 'A', 'RWD', 6.8),
        diesel('220 d', 147, 'A', 'RWD', 5.0),
        diesel('220 d 4MATIC', 147, 'A', 'AWD', 5.4),
        plugIn('300 e', 230, 'RWD', 0.6, 25.4, 100, [2022]),
      ]),
      model('E-Klass', 2016, 'sedan', 65_000, [
        diesel('220 d', 143, 'A', 'RWD', 5.0, [2016, 2023]),
        plugIn('300 e', 235, 'RWD', 1.7, 13.5, 50, [2019, 2023]),
        petrol('200', 150, 'A', 'RWD', 7.0, [2023]),
        diesel('220 d 4MATIC', 147, 'A', 'AWD', 5.6, [2023]),
        plugIn('300 e 4MATIC', 230, 'AWD', 0.6, 25.4, 100, [2024]),
      ]),
      model('GLA', 2020, 'suv', 44_000, [
        petrol('200', 120, 'A', 'FWD', 6.4),
        diesel('220 d 4MATIC', 140, 'A', 'AWD', 5.3),
        plugIn('250 e', 160, 'FWD', 1.4, 15.6, 66),
      ]),
      model('GLC', 2016, 'suv', 62_000, [
        diesel('220 d 4MATIC', 147, 'A', 'AWD', 5.6),
        plugIn('350 e 4MATIC', 235, 'AWD', 2.7, 13.5, 45, [2019, 2022]),
        plugIn('300 e 4MATIC', 230, 'AWD', 0.5, 23.5, 118, [2023]),
      ]),
      model('EQA', 2021, 'suv', 52_000, [
        electric('250', 140, 'FWD', 16.5, 66.5, 430),
        electric('300 4MATIC', 168, 'AWD', 17.8, 66.5, 410),
        electric('350 4MATIC', 215, 'AWD', 18.0, 66.5, 400),
      ]),
      model('EQE', 2022, 'sedan', 78_000, [
        electric('300', 180, 'RWD', 16.5, 89, 600),
        electric('350+', 215, 'RWD', 16.0, 90.6, 640),
        electric('350 4MATIC', 215, 'AWD', 17.5, 89, 570),
      ]),
      model('Sprinter', 2018, 'van', 52_000, [
        diesel('314 CDI', 105, 'M', 'RWD', 8.6),
        diesel('317 CDI', 125, 'A', 'RWD', 9.0, [2023]),
        diesel('319 CDI', 140, 'A', 'RWD', 9.3),
        electric('eSprinter', 150, 'FWD', 26.0, 113, 440, [2024]),
      ]),
    ],
  },
  {
    brand: 'Audi',
    packages: ['Advanced', 'S line', 'Black edition'],
    models: [
      model('A3 Sportback', 2020, 'hatchback', 34_000, [
        petrol('30 TFSI', 81, 'M', 'FWD', 5.5),
        petrol('35 TFSI S tronic', 110, 'A', 'FWD', 5.8),
        diesel('35 TDI S tronic', 110, 'A', 'FWD', 4.5),
        plugIn('40 TFSI e S tronic', 150, 'FWD', 1.3, 10.4, 67),
      ]),
      model('A4 Avant', 2016, 'wagon', 46_000, [
        diesel('2.0 TDI 150', 110, 'M', 'FWD', 4.3, [2016, 2018]),
        petrol('35 TFSI S tronic', 110, 'A', 'FWD', 6.3, [2019]),
        diesel('35 TDI S tronic', 120, 'A', 'FWD', 4.9, [2019]),
        diesel('40 TDI quattro S tronic', 150, 'A', 'AWD', 5.5, [2019]),
      ]),
      model('A6 Avant', 2018, 'wagon', 62_000, [
        diesel('40 TDI S tronic', 150, 'A', 'FWD', 5.3),
        diesel('45 TDI quattro tiptronic', 170, 'A', 'AWD', 6.4),
        plugIn('50 TFSI e quattro S tronic', 220, 'AWD', 1.9, 14.1, 53, [2020]),
      ]),
      model('Q3', 2019, 'suv', 42_000, [
        petrol('35 TFSI', 110, 'M', 'FWD', 6.8),
        diesel('35 TDI S tronic', 110, 'A', 'FWD', 5.3),
        diesel('40 TDI quattro S tronic', 147, 'A', 'AWD', 6.6),
        plugIn('45 TFSI e S tronic', 180, 'FWD', 1.5, 10.4, 51, [2021]),
      ]),
      model('Q4 e-tron', 2021, 'suv', 50_000, [
        electric('35', 125, 'RWD', 17.0, 52, 341),
        electric('40', 150, 'RWD', 17.0, 77, 520),
        electric('50 quattro', 220, 'AWD', 18.5, 77, 488),
      ]),
      model('Q5', 2017, 'suv', 58_000, [
        diesel('40 TDI quattro S tronic', 150, 'A', 'AWD', 6.2),
        petrol('45 TFSI quattro S tronic', 180, 'A', 'AWD', 8.2),
        plugIn('50 TFSI e quattro S tronic', 220, 'AWD', 2.2, 14.1, 42, [2020]),
      ]),
      model(
        'Q8 e-tron',
        2023,
        'suv',
        80_000,
        [
          electric('50 quattro', 250, 'AWD', 22.0, 89, 491),
          electric('55 quattro', 300, 'AWD', 21.5, 106, 582),
        ],
        { ended: 2024 },
      ),
      model(
        'e-tron GT',
        2021,
        'coupe',
        105_000,
        [electric('quattro', 390, 'AWD', 19.6, 84, 488), electric('RS', 475, 'AWD', 20.2, 84, 472)],
        { seats: 4 },
      ),
    ],
  },
  {
    brand: 'Ford',
    packages: ['Titanium', 'ST-Line', 'Active'],
    models: [
      model(
        'Fiesta',
        2017,
        'hatchback',
        19_000,
        [
          diesel('1.5 TDCi', 63, 'M', 'FWD', 4.0, [2017, 2019]),
          petrol('1.0 EcoBoost', 74, 'M', 'FWD', 5.0),
          petrol('1.0 EcoBoost Hybrid', 92, 'M', 'FWD', 5.2, [2020]),
          petrol('ST 1.5 EcoBoost', 147, 'M', 'FWD', 6.4),
        ],
        { ended: 2023 },
      ),
      model(
        'Focus',
        2018,
        'wagon',
        27_000,
        [
          petrol('1.0 EcoBoost', 92, 'M', 'FWD', 5.4),
          petrol('1.0 EcoBoost Hybrid Powershift', 114, 'A', 'FWD', 5.6, [2020]),
          diesel('1.5 EcoBlue', 88, 'M', 'FWD', 4.3),
          diesel('2.0 EcoBlue Automat', 110, 'A', 'FWD', 4.7),
        ],
        { ended: 2025 },
      ),
      model('Puma', 2020, 'suv', 28_000, [
        petrol('1.0 EcoBoost Hybrid 125', 92, 'M', 'FWD', 5.4),
        petrol('1.0 EcoBoost Hybrid 155 Powershift', 114, 'A', 'FWD', 5.7),
        petrol('ST 1.5 EcoBoost', 147, 'M', 'FWD', 6.9),
      ]),
      model('Kuga', 2020, 'suv', 38_000, [
        petrol('1.5 EcoBoost', 110, 'M', 'FWD', 6.6),
        diesel('2.0 EcoBlue AWD Automat', 140, 'A', 'AWD', 5.7),
        hybrid('2.5 FHEV', 140, 'A', 'FWD', 5.4, [2021]),
        plugIn('2.5 PHEV', 165, 'FWD', 1.2, 14.4, 56),
      ]),
      model('Mustang Mach-E', 2021, 'suv', 52_000, [
        electric('Standard Range RWD', 198, 'RWD', 17.2, 72, 440),
        electric('Extended Range RWD', 216, 'RWD', 16.5, 91, 600),
        electric('Extended Range AWD', 258, 'AWD', 18.7, 91, 550),
        electric('GT', 358, 'AWD', 20.0, 91, 490, [2022]),
      ]),
      model('Transit Custom', 2018, 'van', 40_000, [
        diesel('2.0 EcoBlue 130', 96, 'M', 'FWD', 7.0),
        diesel('2.0 EcoBlue 170 Automat', 125, 'A', 'FWD', 7.6),
      ]),
      model('Ranger', 2016, 'pickup', 45_000, [
        diesel('2.2 TDCi', 118, 'M', 'AWD', 8.0, [2016, 2019]),
        diesel('3.2 TDCi', 147, 'M', 'AWD', 9.0, [2016, 2019]),
        diesel('2.0 EcoBlue Automat', 125, 'A', 'AWD', 8.4, [2019]),
        diesel('3.0 V6 EcoBlue Automat', 177, 'A', 'AWD', 9.7, [2023]),
      ]),
      model(
        'Mustang',
        2015,
        'coupe',
        62_000,
        [
          petrol('2.3 EcoBoost', 213, 'A', 'RWD', 9.0, [2015, 2022]),
          petrol('5.0 V8 GT', 330, 'A', 'RWD', 12.4),
        ],
        { seats: 4 },
      ),
    ],
  },
  {
    brand: 'Škoda',
    packages: ['Ambition', 'Style', 'Sportline', 'L&K'],
    models: [
      model('Fabia', 2015, 'hatchback', 19_000, [
        petrol('1.0 MPI 80', 59, 'M', 'FWD', 5.1),
        petrol('1.0 TSI 95', 70, 'M', 'FWD', 5.0),
        petrol('1.0 TSI 110 DSG', 81, 'A', 'FWD', 5.3, [2021]),
        petrol('1.5 TSI 150 DSG', 110, 'A', 'FWD', 5.6, [2022]),
      ]),
      model('Octavia Kombi', 2020, 'wagon', 31_000, [
        petrol('1.5 TSI', 110, 'M', 'FWD', 5.6),
        petrol('1.5 e-TEC DSG', 110, 'A', 'FWD', 5.5),
        diesel('2.0 TDI DSG', 110, 'A', 'FWD', 4.3),
        diesel('2.0 TDI 4x4 DSG', 147, 'A', 'AWD', 5.3),
        plugIn('1.4 TSI iV', 150, 'FWD', 1.2, 10.4, 60, [2020, 2023]),
      ]),
      model('Superb Kombi', 2015, 'wagon', 42_000, [
        diesel('2.0 TDI DSG', 110, 'A', 'FWD', 4.9),
        diesel('2.0 TDI 4x4 DSG', 147, 'A', 'AWD', 5.7),
        plugIn('1.4 TSI iV', 160, 'FWD', 1.5, 10.4, 55, [2020, 2023]),
        plugIn('1.5 TSI iV', 150, 'FWD', 0.5, 25.7, 120, [2024]),
      ]),
      model('Karoq', 2017, 'suv', 33_000, [
        petrol('1.0 TSI', 81, 'M', 'FWD', 5.9),
        petrol('1.5 TSI DSG', 110, 'A', 'FWD', 6.4),
        diesel('2.0 TDI 4x4 DSG', 110, 'A', 'AWD', 5.9),
      ]),
      model(
        'Kodiaq',
        2016,
        'suv',
        42_000,
        [
          petrol('1.5 TSI DSG', 110, 'A', 'FWD', 7.0),
          diesel('2.0 TDI 4x4 DSG', 147, 'A', 'AWD', 6.2),
          plugIn('1.5 TSI iV', 150, 'FWD', 0.4, 25.7, 120, [2024]),
        ],
        { seats: 7 },
      ),
      model('Enyaq', 2021, 'suv', 46_000, [
        electric('60', 132, 'RWD', 16.0, 58, 400, [2021, 2023]),
        electric('80', 150, 'RWD', 16.5, 77, 530, [2021, 2023]),
        electric('80x', 195, 'AWD', 17.8, 77, 490, [2021, 2023]),
        electric('85', 210, 'RWD', 15.7, 77, 570, [2024]),
        electric('85x', 210, 'AWD', 17.0, 77, 540, [2024]),
      ]),
    ],
  },
  {
    brand: 'Peugeot',
    packages: ['Active', 'Allure', 'GT'],
    models: [
      model('208', 2019, 'hatchback', 21_000, [
        petrol('1.2 PureTech 75', 55, 'M', 'FWD', 5.4),
        petrol('1.2 PureTech 100', 74, 'M', 'FWD', 5.5),
        petrol('1.2 PureTech 130 EAT8', 96, 'A', 'FWD', 5.8),
        electric('Electric 136', 100, 'FWD', 16.0, 46, 362, [2020, 2023]),
        electric('Electric 156', 115, 'FWD', 15.1, 51, 410, [2023]),
      ]),
      model('308 SW', 2022, 'wagon', 30_000, [
        petrol('1.2 PureTech 130 EAT8', 96, 'A', 'FWD', 5.7),
        diesel('1.5 BlueHDi 130 EAT8', 96, 'A', 'FWD', 4.5),
        plugIn('Hybrid 180 e-EAT8', 133, 'FWD', 1.2, 12.4, 60),
        electric('Electric 156', 115, 'FWD', 15.6, 51, 410, [2023]),
      ]),
      model('2008', 2020, 'suv', 26_000, [
        petrol('1.2 PureTech 100', 74, 'M', 'FWD', 5.7),
        petrol('1.2 PureTech 130 EAT8', 96, 'A', 'FWD', 6.0),
        electric('Electric 136', 100, 'FWD', 17.0, 46, 345, [2020, 2023]),
        electric('Electric 156', 115, 'FWD', 15.8, 51, 406, [2023]),
      ]),
      model('3008', 2017, 'suv', 38_000, [
        petrol('1.2 PureTech 130 EAT8', 96, 'A', 'FWD', 6.3, [2017, 2023]),
        diesel('1.5 BlueHDi 130 EAT8', 96, 'A', 'FWD', 5.0, [2017, 2023]),
        plugIn('Hybrid4 300 e-EAT8', 221, 'AWD', 1.4, 13.2, 59, [2020, 2023]),
        hybrid('Hybrid 136 e-DCS6', 100, 'A', 'FWD', 5.4, [2024]),
        electric('Electric 210', 157, 'FWD', 17.0, 73, 525, [2024]),
      ]),
      model(
        '5008',
        2017,
        'suv',
        42_000,
        [
          petrol('1.2 PureTech 130 EAT8', 96, 'A', 'FWD', 6.5, [2017, 2023]),
          diesel('1.5 BlueHDi 130 EAT8', 96, 'A', 'FWD', 5.2, [2017, 2023]),
          hybrid('Hybrid 136 e-DCS6', 100, 'A', 'FWD', 5.6, [2024]),
          electric('Electric 210', 157, 'FWD', 17.5, 73, 500, [2025]),
        ],
        { seats: 7 },
      ),
    ],
  },
  {
    brand: 'Renault',
    packages: ['Evolution', 'Techno', 'Esprit Alpine'],
    models: [
      model('Clio', 2019, 'hatchback', 19_000, [
        petrol('TCe 90', 67, 'M', 'FWD', 5.4),
        diesel('Blue dCi 100', 74, 'M', 'FWD', 4.3, [2019, 2022]),
        hybrid('E-Tech 140', 103, 'A', 'FWD', 4.4, [2020, 2022]),
        hybrid('E-Tech full hybrid 145', 105, 'A', 'FWD', 4.3, [2023]),
      ]),
      model('Captur', 2020, 'suv', 25_000, [
        petrol('TCe 90', 67, 'M', 'FWD', 5.8),
        plugIn('E-Tech plug-in 160', 116, 'FWD', 1.4, 9.8, 50, [2020, 2024]),
        hybrid('E-Tech full hybrid 145', 105, 'A', 'FWD', 4.7, [2022]),
      ]),
      model('Megane E-Tech', 2022, 'hatchback', 40_000, [
        electric('EV40 130', 96, 'FWD', 16.1, 40, 300),
        electric('EV60 220', 160, 'FWD', 16.1, 60, 470),
      ]),
      model(
        'Kangoo Van',
        2021,
        'van',
        28_000,
        [
          petrol('TCe 100', 75, 'M', 'FWD', 6.8),
          diesel('Blue dCi 95', 70, 'M', 'FWD', 5.8),
          electric('E-Tech Electric', 90, 'FWD', 20.0, 45, 300, [2022]),
        ],
        { seats: 2 },
      ),
    ],
  },
  {
    brand: 'Tesla',
    packages: ['Standard', 'Premium'],
    models: [
      model('Model 3', 2019, 'sedan', 42_000, [
        electric('Standard Range Plus', 175, 'RWD', 14.0, 55, 409, [2019, 2021]),
        electric('Rear-Wheel Drive', 208, 'RWD', 13.2, 60, 491, [2021]),
        electric('Long Range AWD', 324, 'AWD', 14.9, 75, 580),
        electric('Performance AWD', 377, 'AWD', 16.0, 79, 547),
      ]),
      model('Model Y', 2021, 'suv', 46_000, [
        electric('Rear-Wheel Drive', 220, 'RWD', 14.9, 60, 455, [2022]),
        electric('Long Range AWD', 378, 'AWD', 16.9, 75, 533),
        electric('Performance AWD', 393, 'AWD', 17.2, 75, 514),
      ]),
      model('Model S', 2016, 'sedan', 95_000, [
        electric('75D', 245, 'AWD', 18.9, 75, 490, [2016, 2019]),
        electric('100D', 311, 'AWD', 19.5, 100, 632, [2017, 2019]),
        electric('Long Range', 493, 'AWD', 18.1, 100, 634, [2019]),
        electric('Plaid', 750, 'AWD', 18.7, 100, 600, [2021]),
      ]),
    ],
  },
  {
    brand: 'Polestar',
    packages: ['Pilot pack', 'Plus pack', 'Performance pack'],
    models: [
      model('2', 2020, 'sedan', 50_000, [
        electric('Long range Dual motor', 300, 'AWD', 19.3, 75, 470, [2020, 2023]),
        electric('Standard range Single motor', 165, 'FWD', 16.7, 69, 478, [2021, 2023]),
        electric('Long range Single motor', 220, 'RWD', 14.9, 82, 654, [2024]),
        electric('Long range Dual motor', 310, 'AWD', 16.3, 82, 592, [2024]),
      ]),
      model('3', 2024, 'suv', 85_000, [
        electric('Long range Dual motor', 360, 'AWD', 21.4, 107, 631),
        electric('Long range Dual motor Performance', 380, 'AWD', 22.4, 107, 563),
      ]),
      model('4', 2024, 'suv', 62_000, [
        electric('Long range Single motor', 200, 'RWD', 17.5, 94, 620),
        electric('Long range Dual motor', 400, 'AWD', 18.8, 94, 590),
      ]),
    ],
  },
  {
    brand: 'Nissan',
    packages: ['Acenta', 'N-Connecta', 'Tekna'],
    models: [
      model(
        'Micra',
        2017,
        'hatchback',
        17_000,
        [
          diesel('1.5 dCi', 66, 'M', 'FWD', 4.1, [2017, 2019]),
          petrol('IG-T 92', 68, 'M', 'FWD', 5.2, [2019]),
          petrol('IG-T 100 Xtronic', 74, 'A', 'FWD', 5.9, [2019]),
        ],
        { ended: 2023 },
      ),
      model('Qashqai', 2014, 'suv', 31_000, [
        diesel('1.5 dCi', 85, 'M', 'FWD', 4.9, [2014, 2020]),
        petrol('1.3 DIG-T 140', 103, 'M', 'FWD', 6.0, [2018, 2020]),
        petrol('DIG-T 140 Mild Hybrid', 103, 'M', 'FWD', 6.1, [2021]),
        petrol('DIG-T 158 Xtronic', 116, 'A', 'FWD', 6.4, [2021]),
        hybrid('e-Power', 140, 'A', 'FWD', 5.3, [2022]),
      ]),
      model(
        'Leaf',
        2018,
        'hatchback',
        33_000,
        [
          electric('40 kWh', 110, 'FWD', 17.1, 39, 270),
          electric('e+ 62 kWh', 160, 'FWD', 18.5, 59, 385, [2019]),
        ],
        { ended: 2024 },
      ),
      model(
        'X-Trail',
        2014,
        'suv',
        42_000,
        [
          diesel('1.6 dCi', 96, 'M', 'FWD', 5.3, [2014, 2021]),
          diesel('2.0 dCi 4x4 Xtronic', 130, 'A', 'AWD', 6.5, [2018, 2021]),
          hybrid('e-Power', 150, 'A', 'FWD', 6.1, [2022]),
          hybrid('e-4orce', 157, 'A', 'AWD', 6.6, [2022]),
        ],
        { seats: 7 },
      ),
      model(
        'Navara',
        2016,
        'pickup',
        40_000,
        [diesel('2.3 dCi 160', 120, 'M', 'AWD', 7.5), diesel('2.3 dCi 190 Automat', 140, 'A', 'AWD', 7.9)],
        { ended: 2022 },
      ),
    ],
  },
  {
    brand: 'Mazda',
    packages: ['Prime-Line', 'Exclusive-Line', 'Homura', 'Takumi'],
    models: [
      model('2', 2015, 'hatchback', 19_000, [
        petrol('Skyactiv-G 75', 55, 'M', 'FWD', 5.1),
        petrol('Skyactiv-G 90', 66, 'M', 'FWD', 5.0),
        hybrid('Hybrid 116', 85, 'A', 'FWD', 3.8, [2022]),
      ]),
      model('3', 2019, 'hatchback', 27_000, [
        diesel('Skyactiv-D 1.8', 85, 'M', 'FWD', 4.9, [2019, 2020]),
        petrol('Skyactiv-G 2.0 122', 90, 'M', 'FWD', 5.6),
        petrol('e-Skyactiv G 150 Automat', 110, 'A', 'FWD', 6.1, [2021]),
        petrol('e-Skyactiv X 186 Automat', 137, 'A', 'FWD', 5.9),
      ]),
      model('CX-30', 2019, 'suv', 30_000, [
        petrol('e-Skyactiv G 122', 90, 'M', 'FWD', 5.9),
        petrol('e-Skyactiv G 150 Automat', 110, 'A', 'FWD', 6.3, [2021]),
        petrol('e-Skyactiv X 186 AWD Automat', 137, 'A', 'AWD', 6.6),
      ]),
      model('CX-60', 2022, 'suv', 50_000, [
        plugIn('e-Skyactiv PHEV AWD', 241, 'AWD', 1.5, 17.8, 63),
        diesel('e-Skyactiv D 200', 147, 'A', 'RWD', 4.9, [2023]),
        diesel('e-Skyactiv D 254 AWD', 187, 'A', 'AWD', 5.3, [2023]),
      ]),
      model('MX-5', 2015, 'convertible', 32_000, [
        petrol('Skyactiv-G 1.5', 97, 'M', 'RWD', 6.2),
        petrol('Skyactiv-G 2.0', 135, 'M', 'RWD', 6.8, [2018]),
      ]),
    ],
  },
  {
    brand: 'Porsche',
    packages: ['Sport Chrono', 'Premium'],
    models: [
      model(
        'Taycan',
        2020,
        'sedan',
        95_000,
        [
          electric('4S', 390, 'AWD', 20.4, 79.2, 407),
          electric('GTS', 440, 'AWD', 21.1, 83.7, 504, [2022]),
          electric('Turbo', 500, 'AWD', 22.9, 83.7, 452),
        ],
        { seats: 4 },
      ),
      model('Macan', 2014, 'suv', 80_000, [
        petrol('S', 260, 'A', 'AWD', 10.4, [2014, 2024]),
        petrol('GTS', 324, 'A', 'AWD', 11.4, [2020, 2024]),
        electric('4 Electric', 300, 'AWD', 18.4, 95, 613, [2024]),
        electric('Turbo Electric', 470, 'AWD', 19.6, 95, 591, [2024]),
      ]),
      model('Cayenne', 2018, 'suv', 98_000, [
        petrol('S', 324, 'A', 'AWD', 11.4),
        plugIn('E-Hybrid', 340, 'AWD', 1.8, 21.8, 72, [2019]),
        plugIn('Turbo E-Hybrid', 544, 'AWD', 1.6, 21.8, 80, [2024]),
      ]),
      model(
        '911',
        2019,
        'coupe',
        125_000,
        [
          petrol('Carrera', 283, 'A', 'RWD', 10.1),
          petrol('Carrera S', 331, 'A', 'RWD', 10.6),
          petrol('Carrera 4S', 331, 'A', 'AWD', 10.8),
          petrol('GT3', 375, 'M', 'RWD', 13.0, [2021]),
          petrol('Turbo S', 478, 'A', 'AWD', 12.3, [2020]),
        ],
        { seats: 4 },
      ),
    ],
  },
  {
    brand: 'BYD',
    packages: ['Comfort', 'Design'],
    models: [
      model('Atto 3', 2022, 'suv', 38_000, [electric('60.5 kWh', 150, 'FWD', 15.6, 60.5, 420)]),
      model('Dolphin', 2023, 'hatchback', 30_000, [
        electric('44.9 kWh', 70, 'FWD', 15.9, 44.9, 340),
        electric('60.4 kWh', 150, 'FWD', 15.9, 60.4, 427),
      ]),
      model('Seal', 2023, 'sedan', 46_000, [
        electric('RWD', 230, 'RWD', 16.6, 82.5, 570),
        electric('AWD', 390, 'AWD', 17.2, 82.5, 520),
      ]),
    ],
  },
  {
    brand: 'Cupra',
    packages: ['V1', 'V2', 'VZ'],
    models: [
      model('Born', 2022, 'hatchback', 38_000, [
        electric('58 kWh', 150, 'RWD', 15.5, 58, 424),
        electric('77 kWh', 170, 'RWD', 16.3, 77, 548),
      ]),
      model('Formentor', 2021, 'suv', 38_000, [
        petrol('1.5 TSI', 110, 'M', 'FWD', 6.4),
        petrol('1.5 TSI DSG', 110, 'A', 'FWD', 6.5),
        plugIn('1.4 e-Hybrid', 150, 'FWD', 1.4, 12.8, 56, [2021, 2023]),
        plugIn('1.5 e-Hybrid', 200, 'FWD', 0.5, 19.7, 115, [2024]),
        petrol('VZ 2.0 TSI 4Drive', 228, 'A', 'AWD', 8.8),
      ]),
    ],
  },
  {
    brand: 'Dacia',
    packages: ['Essential', 'Expression', 'Extreme'],
    models: [
      model('Sandero', 2021, 'hatchback', 14_000, [
        petrol('SCe 65', 49, 'M', 'FWD', 5.7),
        petrol('TCe 90', 67, 'M', 'FWD', 5.3),
        petrol('TCe 90 CVT', 67, 'A', 'FWD', 5.7),
      ]),
      model('Duster', 2018, 'suv', 20_000, [
        diesel('Blue dCi 115 4x4', 85, 'M', 'AWD', 5.3, [2018, 2023]),
        petrol('TCe 150 EDC', 110, 'A', 'FWD', 6.4, [2019, 2023]),
        petrol('TCe 130', 96, 'M', 'FWD', 6.1, [2021]),
        hybrid('Hybrid 140', 104, 'A', 'FWD', 4.9, [2024]),
      ]),
      model(
        'Jogger',
        2022,
        'wagon',
        19_000,
        [petrol('TCe 110', 81, 'M', 'FWD', 5.7), hybrid('Hybrid 140', 104, 'A', 'FWD', 4.8, [2023])],
        { seats: 7 },
      ),
    ],
  },
]

/** The years a version of a model was sold new, within the model's own years. */
export function versionYears(model: ModelSpec, version: VersionSpec): [from: number, until: number] {
  const [from = model.launched, until = model.ended ?? Infinity] = version.years ?? []
  return [Math.max(from, model.launched), Math.min(until, model.ended ?? Infinity)]
}

/** Versions of a model sold new in a year. */
export const versionsIn = (model: ModelSpec, year: number): VersionSpec[] =>
  model.versions.filter((candidate) => {
    const [from, until] = versionYears(model, candidate)
    return from <= year && year <= until
  })

/** Model names as the UK's feed writes them, where they differ from the Nordic names. */
const ukModelNames: Readonly<Record<string, string>> = {
  '1-serie': '1 Series',
  '3-serie': '3 Series',
  '5-serie': '5 Series',
  'A-Klass': 'A-Class',
  'C-Klass': 'C-Class',
  'E-Klass': 'E-Class',
  'Octavia Kombi': 'Octavia Estate',
  'Superb Kombi': 'Superb Estate',
  'i30 Wagon': 'i30 Tourer',
  'Ceed SW': 'Ceed Sportswagon',
}

/** The model's name in the market's feed: English on the UK's. */
export const marketModelName = (market: MarketCode, name: string) =>
  market === 'UK' ? (ukModelNames[name] ?? name) : name
