import type { CollectionBeforeChangeHook, CollectionConfig, Field, Where } from 'payload'
import { blockSchemas } from '@/blocks/schemas'
import { brandDesigns } from '@/lib/site/brand-designs'
import { publishedOrSiteContent, siteContent, siteContentWrites } from '../access'
import { withLabels } from '../admin/labels'
import { localeFollowsSite, siteField, siteListFilter } from '../admin/site-choice'
import { cacheTags } from '@/lib/cache-tags'
import { invalidateCollection } from '../hooks/invalidate'
import { followPathChange, refuseBreakingDelete, refuseBreakingUnpublish, uniquePath } from './page-addresses'
import { joinPath, previewUrlForPage } from './page-paths'
import { storyTab } from './story-fields'

/** Spec 01 §2.1: a page without blocks of its own in the header or footer shows its site's. */
const ownRegion = (name: 'header' | 'footer') =>
  name === 'header'
    ? {
        en: 'Empty: the site’s header (Sites → Headers and footers). Blocks here replace it on this page only.',
        sv: 'Tomt: webbplatsens sidhuvud (Sites → Sidhuvud och sidfot). Block här ersätter det på den här sidan.',
        nb: 'Tomt: nettstedets topp (Sites → Topp og bunn). Blokker her erstatter den på denne siden.',
        sk: 'Prázdne: hlavička webu (Sites → Hlavička a päta). Bloky tu ju nahradia len na tejto stránke.',
      }
    : {
        en: 'Empty: the site’s footer (Sites → Headers and footers). Blocks here replace it on this page only.',
        sv: 'Tomt: webbplatsens sidfot (Sites → Sidhuvud och sidfot). Block här ersätter den på den här sidan.',
        nb: 'Tomt: nettstedets bunn (Sites → Topp og bunn). Blokker her erstatter den på denne siden.',
        sk: 'Prázdne: päta webu (Sites → Hlavička a päta). Bloky tu ju nahradia len na tejto stránke.',
      }

export const region = (name: 'header' | 'main' | 'footer', description?: Record<string, string>): Field => ({
  name,
  type: 'blocks',
  localized: true,
  blocks: blockSchemas,
  admin: { initCollapsed: true, description },
})

/**
 * The page's full path in this language is its parent's path plus its own slug. Children keep
 * their own stored path; a published rename of the parent updates them (`followPathChange`).
 */
const computePath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const parentId = data.parent ?? originalDoc?.parent
  const slug: string = (data.slug ?? originalDoc?.slug ?? '').trim()
  let parentPath = ''
  if (parentId) {
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: typeof parentId === 'object' ? parentId.id : parentId,
      locale: req.locale ?? undefined,
      draft: true,
      depth: 0,
      req,
    })
    parentPath = parent.path ?? ''
  }
  data.path = joinPath(parentPath, slug)
  data.label = `${data.path} · ${data.title ?? originalDoc?.title ?? ''}`
  return data
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    // Path and title: nine sites have many an "Om oss"; the path tells them apart in lists and pickers.
    useAsTitle: 'label',
    group: 'Content',
    baseFilter: siteListFilter(),
    defaultColumns: ['label', 'site', '_status', 'updatedAt'],
    livePreview: { url: ({ data, locale }) => previewUrlForPage(String(data.id), locale.code) },
    preview: (doc, { locale }) => previewUrlForPage(String(doc.id), locale),
  },
  access: { read: publishedOrSiteContent, readVersions: siteContent('version.site'), ...siteContentWrites },
  // validate: a new page is stored once its editor saves it, not when "Create New" opens the form.
  versions: { drafts: { autosave: { interval: 400 }, validate: true, schedulePublish: true }, maxPerDoc: 25 },
  hooks: {
    ...invalidateCollection(cacheTags.pages),
    beforeOperation: [refuseBreakingUnpublish],
    beforeChange: [computePath, uniquePath],
    beforeDelete: [refuseBreakingDelete],
    afterChange: [followPathChange, ...invalidateCollection(cacheTags.pages).afterChange],
  },
  fields: withLabels([
    localeFollowsSite,
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'site',
          type: 'relationship',
          relationTo: 'sites',
          required: true,
          index: true,
          ...siteField,
        },
        {
          name: 'parent',
          type: 'relationship',
          relationTo: 'pages',
          index: true,
          // A parent is a page of the same site (spec 01 §2.1).
          filterOptions: ({ data, id }) => {
            const site = typeof data?.site === 'object' && data.site ? data.site.id : data?.site
            const same: Where = site ? { site: { equals: site } } : {}
            return id ? { and: [same, { id: { not_equals: id } }] } : same
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          localized: true,
          admin: {
            description: {
              en: 'Empty for the home page',
              sv: 'Tom för startsidan',
              nb: 'Tom for forsiden',
              sk: 'Prázdne pre domovskú stránku',
            },
          },
          validate: (value: string | null | undefined) =>
            !value || /^[\p{L}\p{N}._~-]+$/u.test(value)
              ? true
              : 'Letters, digits, dots, dashes only; no slashes',
        },
        { name: 'path', type: 'text', localized: true, index: true, admin: { readOnly: true } },
        { name: 'label', type: 'text', localized: true, admin: { hidden: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pageType',
          type: 'select',
          defaultValue: 'content',
          required: true,
          options: [
            {
              label: { en: 'Content page', sv: 'Innehållssida', nb: 'Innholdsside', sk: 'Obsahová stránka' },
              value: 'content',
            },
            {
              label: {
                en: 'Not-found page',
                sv: 'Sidan hittades inte',
                nb: 'Siden finnes ikke',
                sk: 'Stránka sa nenašla',
              },
              value: 'notFound',
            },
            { label: { en: 'Story', sv: 'Artikel', nb: 'Artikkel', sk: 'Článok' }, value: 'story' },
          ],
        },
        {
          name: 'isWildcard',
          type: 'checkbox',
          admin: {
            description: {
              en: 'Also answers every address below it; its blocks read the rest of the address',
              sv: 'Svarar också på alla adresser under den; dess block läser resten av adressen',
              nb: 'Svarer også på alle adresser under den; blokkene leser resten av adressen',
              sk: 'Odpovedá aj na všetky adresy pod ňou; jej bloky čítajú zvyšok adresy',
            },
          },
        },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Header', fields: [region('header', ownRegion('header'))] },
        { label: 'Main', fields: [region('main')] },
        { label: 'Footer', fields: [region('footer', ownRegion('footer'))] },
        storyTab,
        {
          label: 'Route',
          fields: [
            { name: 'metaTitle', type: 'text', localized: true },
            { name: 'metaDescription', type: 'textarea', localized: true },
            { name: 'ogDescription', type: 'textarea', localized: true },
            { name: 'ogImage', type: 'upload', relationTo: 'media' },
            { name: 'canonicalURL', type: 'text', localized: true },
            { name: 'gtmID', type: 'text' },
            { name: 'brandDesign', type: 'select', options: [...brandDesigns] },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            { name: 'navTitle', type: 'text', localized: true },
            { name: 'hideInNavigation', type: 'checkbox' },
            { name: 'isNavigableInMenuWhenItHasChildren', type: 'checkbox' },
            {
              name: 'externalLink',
              type: 'text',
              admin: {
                description: {
                  en: 'The menu links here instead',
                  sv: 'Menyn länkar hit i stället',
                  nb: 'Menyen lenker hit i stedet',
                  sk: 'Menu odkazuje sem namiesto toho',
                },
              },
            },
            { name: 'navImage', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
  ]),
}
