import { languageByCode, type LanguageCode } from '@/lib/i18n/languages'
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

/** A page path as visitors see it: non-default languages carry their prefix. */
export function localisedSeedPath(site: DemoSite, language: LanguageCode, path: string): string {
  if (language === site.languages[0]) return path
  return `/${languageByCode(language)?.prefix ?? language}${path === '/' ? '' : path}`
}
