import { pathInLanguage, type LanguageCode } from '@/lib/i18n/languages'
import { document, paragraph } from '../lexical'
import type { DemoSite } from '../sites'
import type { SeedBlock } from './types'

export const richContent = (
  content: ReturnType<typeof document>,
  extra: Record<string, unknown> = {},
): SeedBlock => ({ blockType: 'richContent', content, ...extra }) as SeedBlock

export const spacer = (height: 'Small' | 'Medium' | 'Large', backgroundColor = 'None'): SeedBlock =>
  ({ blockType: 'spacer', height, backgroundColor }) as SeedBlock

export const textBlock = (text: string, extra: Record<string, unknown> = {}) =>
  richContent(document(paragraph(text)), extra)

/** A page path as visitors see it on a demo site (see pathInLanguage). */
export const localisedSeedPath = (site: DemoSite, language: LanguageCode, path: string) =>
  pathInLanguage(path, language, site.languages[0])
