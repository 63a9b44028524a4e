import type { CollectionConfig } from 'payload'
import { languages } from '@/lib/i18n/languages'
import { fontPairNames } from '@/lib/site/font-pairs'
import { anyone, groupAdminOnly } from '../access'
import { cacheTags } from '@/lib/cache-tags'
import { invalidateCollection } from '../hooks/invalidate'
import { jsonSettingField } from '../fields/json'

export const markets = ['SE', 'NO', 'UK', 'FI', 'SK'] as const
export const siteThemes = ['automotive', 'carstore', 'group'] as const

/** One public website: its hosts, languages, look and the settings of spec 01 §3. */
export const Sites: CollectionConfig = {
  slug: 'sites',
  admin: {
    useAsTitle: 'displayName',
    group: 'Sites',
    defaultColumns: ['displayName', 'name', 'market', 'url'],
  },
  access: { read: anyone, create: groupAdminOnly, update: groupAdminOnly, delete: groupAdminOnly },
  hooks: invalidateCollection(cacheTags.sites),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          unique: true,
          admin: { description: 'Machine name, also the local host label: <name>.localhost' },
          validate: (value: string | null | undefined) =>
            !value || /^[a-z0-9-]+$/.test(value) ? true : 'Use lowercase letters, digits and dashes only',
        },
        { name: 'displayName', type: 'text', required: true },
      ],
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: { description: 'Public base URL, no trailing slash' },
    },
    {
      name: 'hostnames',
      type: 'array',
      fields: [{ name: 'hostname', type: 'text', required: true }],
      admin: { description: 'Hosts that serve this site (besides <name>.localhost)' },
    },
    { name: 'isDefault', type: 'checkbox', admin: { description: 'Answers requests for unknown hosts' } },
    {
      type: 'row',
      fields: [
        { name: 'market', type: 'select', required: true, options: [...markets] },
        { name: 'fontPair', type: 'select', required: true, options: [...fontPairNames] },
        {
          name: 'theme',
          type: 'select',
          required: true,
          defaultValue: 'automotive',
          options: [...siteThemes],
        },
      ],
    },
    {
      name: 'languages',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'The first is the default language (no path prefix)' },
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          options: languages.map((language) => ({ label: language.name, value: language.code })),
        },
      ],
    },
    {
      name: 'titleTemplate',
      type: 'text',
      required: true,
      defaultValue: '%s',
      admin: { description: '%s is the page title' },
    },
    {
      name: 'gtmID',
      type: 'text',
      admin: { description: 'Google Tag Manager container; empty: GTM is not loaded' },
    },
    {
      name: 'leadsEmail',
      type: 'email',
      admin: {
        description:
          'Receives the leads of forms about no particular dealer (sell car and trade in); empty: they are kept for the admin only',
      },
    },
    { name: 'favicon', type: 'upload', relationTo: 'media' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'pathToCarList', type: 'text' },
        { name: 'pathToCarDetail', type: 'text' },
        { name: 'pathToSiteDetail', type: 'text' },
      ],
    },
    {
      name: 'catalog',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'vehicleIndex', type: 'text' },
            { name: 'siteIndex', type: 'text' },
            { name: 'kitIndex', type: 'text' },
            { name: 'kitVehicleIndex', type: 'text' },
          ],
        },
        jsonSettingField('facetMap', {
          admin: {
            description:
              'Facets in display order: [{ "name": "car_brand>car_model", "label": "facetBrandModel" }, …] (an object also works but PostgreSQL does not keep its key order)',
          },
        }),
        jsonSettingField('sortOptions', { admin: { description: 'Sort names; the first is the default' } }),
      ],
    },
  ],
}
