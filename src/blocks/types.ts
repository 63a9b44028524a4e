import type { Page, Site } from '@/cms/payload-types'
import type { Dictionary } from '@/lib/i18n/dictionary'
import type { Language } from '@/lib/i18n/languages'

/** What every block receives besides its own fields: where and for whom it renders. */
export type BlockContext = {
  site: Site
  language: Language
  page: Page
  /** Path segments below a wildcard page (car id and slug, facility slug, …). */
  remainingSegments: string[]
  dictionary: Dictionary
  editing: boolean
  /** Set by RenderBlocks: the region's first section, whose image may be the page's largest paint. */
  firstSection?: boolean
}

type RegionBlock = NonNullable<Page['main']>[number]
export type BlockOf<T extends RegionBlock['blockType']> = Extract<RegionBlock, { blockType: T }>
export type AnyBlock = RegionBlock

export type BlockComponent<T extends RegionBlock['blockType']> = (props: {
  block: BlockOf<T>
  context: BlockContext
}) => React.ReactNode | Promise<React.ReactNode>
