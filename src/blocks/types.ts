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
  /**
   * Set by RenderBlocks on the region's first section that opens with an image (a text section
   * before it does not count): that image is likely the page's largest paint on a phone, so it
   * loads at once with high priority.
   */
  leadImage?: boolean
}

type RegionBlock = NonNullable<Page['main']>[number]
export type BlockOf<T extends RegionBlock['blockType']> = Extract<RegionBlock, { blockType: T }>
export type AnyBlock = RegionBlock

export type BlockComponent<T extends RegionBlock['blockType']> = (props: {
  block: BlockOf<T>
  context: BlockContext
}) => React.ReactNode | Promise<React.ReactNode>
