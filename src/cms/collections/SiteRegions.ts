import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publishedOrSiteContent, siteContent, siteContentWrites } from '../access'
import { localeFollowsSite, siteField, siteListFilter } from '../admin/site-choice'
import { invalidateCollection } from '../hooks/invalidate'
import { region } from './Pages'
import { blockGroups } from '@/blocks/guide'
import { withLabels } from '../admin/labels'

/**
 * A site's header (navigation, message and alert bars) and footer, edited once for all its pages
 * (spec 01 §2.1; "Site-wide regions" in docs/decisions.md). One document per site, per-language
 * blocks; a page with blocks of its own in a region shows those instead. Drafts let an editor
 * prepare a campaign bar; visitors see it once published.
 */
export const SiteRegions: CollectionConfig = {
  slug: 'site-regions',
  labels: { singular: blockGroups.headerAndFooter, plural: blockGroups.headerAndFooter },
  admin: {
    useAsTitle: 'title',
    group: 'Sites',
    baseFilter: siteListFilter(),
    defaultColumns: ['title', 'site', '_status', 'updatedAt'],
    description: 'Each site’s header and footer, shown on every page that has none of its own.',
  },
  access: { read: publishedOrSiteContent, readVersions: siteContent('version.site'), ...siteContentWrites },
  // A campaign bar can start and end on its own ("Scheduled publishing").
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: invalidateCollection(cacheTags.siteRegions),
  fields: withLabels([
    localeFollowsSite,
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      required: true,
      unique: true,
      ...siteField,
    },
    {
      name: 'title',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          async ({ siblingData, req }) => {
            const id = siblingData.site
            if (!id) return undefined
            const site = await req.payload
              .findByID({ collection: 'sites', id: typeof id === 'object' ? id.id : id, depth: 0, req })
              .catch(() => null)
            return site ? `${site.displayName} (${site.name})` : undefined
          },
        ],
      },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Header', fields: [region('header')] },
        { label: 'Footer', fields: [region('footer')] },
      ],
    },
  ]),
}
