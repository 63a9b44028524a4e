/**
 * A redirect must never land on a missing page. Every fixed destination of a site's
 * seeded redirect table (spec 01 §2.6) that the demo page tree does not have becomes a page of
 * its own in the site's default language (hidden from the navigation), with its missing parents.
 * Destinations with parameters (`/find-us/:name`) name no one page and are left to the rules'
 * own expectations.
 */
import { brands } from '@/seed/catalog/brands'
import type { LanguageCode } from '@/lib/i18n/languages'
import { fixedDestination } from '@/services/redirects/destination'
import type { RedirectRule } from '@/services/redirects/types'

export { fixedDestination }

export type LandingConcept = {
  key: string
  parent?: string
  hideInNavigation: true
  /** The existing concept whose content blocks the page takes (the same page under a new path). */
  blocksLike?: string
  texts: Partial<Record<LanguageCode, { slug: string; title: string; intro: string }>>
}

type Existing = { key: string; path: string; slug: string; title: string; intro: string }

/** Titles a slug cannot spell (letters the URL drops, brand casing). */
const titles: Record<string, string> = {
  anlaggningar: 'Anläggningar',
  bilagande: 'Bilägande',
  tillbehor: 'Tillbehör',
  dack: 'Däck',
  'kop-dack': 'Köp däck',
  fel: 'Något gick fel',
  tack: 'Tack',
  foretag: 'Företag',
  'laddkabel-typ-2-mode-3': 'Laddkabel typ 2, mode 3',
  'vinterhjul-x3': 'Vinterhjul till BMW X3',
  'myy-auto': 'Myy autosi',
  'auton-omistaminen': 'Auton omistaminen',
}

const brandNames = new Map(brands.map((brand) => [slugOf(brand.brand), brand.brand]))

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function titleOf(slug: string): string {
  if (titles[slug]) return titles[slug]
  const words = slug.split('-').map((word) => brandNames.get(word) ?? word)
  const joined = brandNames.get(slug) ?? words.join(' ')
  return joined.charAt(0).toUpperCase() + joined.slice(1)
}

/**
 * The pages a site lacks for its redirect destinations, as page concepts in `language`, given the
 * concepts it has (with their paths in that language).
 */
export function landingConcepts(
  rules: readonly Pick<RedirectRule, 'destination'>[],
  existing: readonly Existing[],
  language: LanguageCode,
  intro: (title: string) => string,
): LandingConcept[] {
  const byPath = new Map<string, string>([
    ['/', 'home'],
    ...existing.map((page) => [page.path, page.key] as const),
  ])
  const concepts: LandingConcept[] = []
  for (const path of new Set(rules.map(fixedDestination).filter((path): path is string => path !== null))) {
    const segments = path.split('/').filter(Boolean)
    segments.forEach((slug, index) => {
      const here = `/${segments.slice(0, index + 1).join('/')}`
      if (byPath.has(here)) return
      const parentPath = `/${segments.slice(0, index).join('/')}`
      // The same page moved (the UK's privacy policy under /legal): its title and content.
      const twin = slug.includes('-')
        ? existing.find((page) => page.slug === slug && page.path !== here)
        : undefined
      const key = `landing:${here}`
      const title = twin?.title ?? titleOf(slug)
      concepts.push({
        key,
        parent: byPath.get(parentPath) === 'home' ? undefined : byPath.get(parentPath),
        hideInNavigation: true,
        ...(twin ? { blocksLike: twin.key } : {}),
        texts: { [language]: { slug, title, intro: twin?.intro || intro(title) } },
      })
      byPath.set(here, key)
    })
  }
  return concepts
}
