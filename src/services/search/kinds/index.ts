import { kitKind, kitVehicleKind } from './kits'
import { siteKind } from './sites'
import type { IndexKind, KindName } from './types'
import { vehicleKind } from './vehicles'

export const kinds: Readonly<Record<KindName, IndexKind>> = {
  vehicles: vehicleKind,
  sites: siteKind,
  kits: kitKind,
  kitvehicles: kitVehicleKind,
}

export type { FieldType, IndexedField, IndexKind, KindName, SortOption } from './types'
