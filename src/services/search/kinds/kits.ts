/** The kit catalogue and its vehicle chooser (spec 03 §3 "Kit", §7). */
import { defineKind, sorts } from './types'

export const kitKind = defineKind({
  kind: 'kits',
  table: 'catalog_kits',
  key: 'kitId',
  columns: {
    kitId: 'keyword',
    kitCode: 'keyword',
    catalogueId: 'keyword',
    name: 'keyword',
    status: 'keyword',
    currency: 'keyword',
    kitCategory: 'keyword',
    kitSubCategory: 'keyword',
    kitSubSubCategory: 'keyword',
    retailPrice: 'number',
    gross_price: 'number',
    site_official_name: 'keyword',
    manufacturer: 'keywords',
    type_id: 'keywords',
  },
  textFields: [
    'name',
    'kitCode',
    'description',
    'kitCategory',
    'kitSubCategory',
    'kitSubSubCategory',
    'manufacturer',
    'parts',
  ],
  storedOnly: ['action', 'images', 'parts', 'site_primary_image'],
  sorts: sorts(['name', 'asc', 'desc'], ['retailPrice', 'asc', 'desc']),
})

export const kitVehicleKind = defineKind({
  kind: 'kitvehicles',
  table: 'catalog_kit_vehicles',
  key: 'type_id',
  columns: {
    type_id: 'keyword',
    manufacturer: 'keyword',
    model: 'keyword',
    type_manf_year: 'keyword',
    fuel: 'keyword',
  },
  textFields: ['manufacturer', 'model', 'type_manf_year', 'type_name', 'fuel'],
  storedOnly: ['type_name', 'engine'],
  sorts: sorts(['manufacturer', 'asc', 'desc']),
})
