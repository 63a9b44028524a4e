/** The dealer-site index (spec 02 §3 "Site" and "Department"). */
import { defineKind, sorts } from './types'

export const siteKind = defineKind({
  kind: 'sites',
  table: 'catalog_sites',
  key: 'site_id',
  columns: {
    site_id: 'keyword',
    slug: 'keyword',
    site_official_name: 'keyword',
    site_city: 'keyword',
    site_zip: 'keyword',
    site_region: 'keyword',
    website_city: 'keyword',
    erp_id: 'keyword',
    website_sort_order: 'number',
    site_brands: 'keywords',
    site_department_groups: 'keywords',
  },
  textFields: [
    'site_official_name',
    'site_street',
    'site_city',
    'site_zip',
    'site_region',
    'website_city',
    'site_brands',
    'site_department_groups',
  ],
  storedOnly: [
    'site_phone',
    'site_email',
    'site_geocoord',
    'site_image_url',
    'site_primary_image',
    'site_departments',
  ],
  // "Only sites having a department of group Workshop are listed" (spec 03 §2.7) needs the
  // department groups as a filterable list.
  derive: (record) => ({
    site_department_groups: Array.isArray(record.site_departments)
      ? [
          ...new Set(
            record.site_departments
              .map((department: { group?: unknown }) => department?.group)
              .filter((group) => typeof group === 'string'),
          ),
        ]
      : [],
  }),
  sorts: sorts(['website_sort_order', 'asc', 'desc'], ['site_official_name', 'asc', 'desc']),
})
