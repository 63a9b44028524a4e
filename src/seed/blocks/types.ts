import type { LanguageCode } from '@/lib/i18n/languages'
import type { AnyBlock } from '@/blocks/types'
import type { DemoSite } from '../sites'

/** A block as the seed writes it (no ids yet). */
export type SeedBlock = Omit<AnyBlock, 'id'> & Record<string, unknown>

/** What a seed block builder knows about the page it fills. */
export type SeedPageContext = {
  site: DemoSite
  language: LanguageCode
  /** 'home', 'notFound' or a page concept key from ../content.ts */
  pageKey: string
  title: string
  intro: string
  /** Paths of the site's seeded pages in this language, by concept key ('home' → '/'). */
  paths: Record<string, string>
  /** Uploads a generated file to the media library once per name; returns its id. */
  upload: (name: string, data: Buffer, alt: string, mimetype?: string) => Promise<number>
}
