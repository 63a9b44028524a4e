import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlock } from '@/blocks/render'
import type { AnyBlock } from '@/blocks/types'
import type { Site } from '@/cms/payload-types'
import { languageByCode } from '@/lib/i18n/languages'
import { getDictionary } from '@/services/content/dictionary'
import { editingMode } from '@/services/content/editing-mode'
import { withLocalisedPagePaths } from '@/services/content/site-paths'
import { payloadClient } from '@/services/content/payload'
import { withSiteRegions } from '@/services/content/pages'
import { siteLanguages } from '@/lib/site/languages'

export const metadata: Metadata = { robots: { index: false } }

type SearchParams = Promise<{ page?: string; block?: string; locale?: string }>

/** Renders one block of a page by id, for the editor's component preview (spec 01 §2.2). */
export default async function FeaasRender({ searchParams }: { searchParams: SearchParams }) {
  const { page: pageId, block: blockId, locale } = await searchParams
  if (!pageId || !blockId) notFound()
  const { isEnabled: editing, mayEdit } = await editingMode()
  const payload = await payloadClient()
  const page = await payload
    .findByID({
      collection: 'pages',
      id: pageId,
      locale: locale as never,
      draft: editing,
      depth: 1,
      overrideAccess: editing,
    })
    .catch(() => null)
  if (!page || typeof page.site !== 'object') notFound()
  // Another site's editor sees no draft of this one.
  if (editing && !mayEdit(page.site.id)) notFound()
  const language = languageByCode(locale ?? '') ?? siteLanguages(page.site as Site).default
  // Page settings in the block's language, as on the page itself (see siteContext).
  const site = await withLocalisedPagePaths(page.site as Site, language)
  // A block of the site's header or footer is previewed from any page that shows it.
  const shown = await withSiteRegions(page, page.site as Site, language.code, editing)
  const block = [...(shown.header ?? []), ...(shown.main ?? []), ...(shown.footer ?? [])].find(
    (entry) => entry.id === blockId,
  ) as AnyBlock | undefined
  if (!block) notFound()
  const dictionary = await getDictionary(site, language.code)
  return (
    <RenderBlock
      block={block}
      context={{ site, language, page, dictionary, remainingSegments: [], editing }}
    />
  )
}
