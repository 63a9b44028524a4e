/**
 * The header navigation's tree (spec 01 §3 "Navigation item"), built from the site's page tree.
 * Pure: the loader in ./navigation.ts reads pages and hands them here.
 */

/** The page fields the navigation reads. */
export type NavigationSourcePage = {
  id: number | string
  parent?: number | string | { id: number | string } | null
  title?: string | null
  navTitle?: string | null
  path?: string | null
  sortOrder?: number | null
  hideInNavigation?: boolean | null
  isNavigableInMenuWhenItHasChildren?: boolean | null
  externalLink?: string | null
  imageUrl?: string | null
}

export type NavigationItem = {
  id: string
  title: string
  /** Where the item links; null when it only opens its children. */
  url: string | null
  isExternal: boolean
  imageUrl: string | null
  /** True on the item matching the current path and on its ancestors (spec: TopSelected). */
  topSelected: boolean
  children: NavigationItem[]
}

/** Spec 01 §7: the navigation tree has three levels below the home page. */
export const navigationDepth = 3

const parentId = (page: NavigationSourcePage) =>
  page.parent == null ? null : String(typeof page.parent === 'object' ? page.parent.id : page.parent)

/**
 * Items below the home page (the page whose path is "/"), three levels deep. Hidden pages and
 * their subtrees are left out; a page with children links only when it is marked navigable.
 * `localise` turns a page path into the link of the current language.
 */
export function buildNavigationTree(
  pages: NavigationSourcePage[],
  localise: (path: string) => string,
): NavigationItem[] {
  const home = pages.find((page) => page.path === '/')
  if (!home) return []
  const byParent = new Map<string, NavigationSourcePage[]>()
  for (const page of pages) {
    const parent = parentId(page)
    if (parent === null) continue
    byParent.set(parent, [...(byParent.get(parent) ?? []), page])
  }
  const build = (parent: string, level: number): NavigationItem[] => {
    if (level > navigationDepth) return []
    return (byParent.get(parent) ?? [])
      .filter((page) => !page.hideInNavigation && page.title && page.path)
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
      .map((page) => {
        const children = build(String(page.id), level + 1)
        const external = page.externalLink?.trim() || null
        const linksItself = children.length === 0 || Boolean(page.isNavigableInMenuWhenItHasChildren)
        return {
          id: String(page.id),
          title: page.navTitle?.trim() || page.title!,
          url: external ?? (linksItself ? localise(page.path!) : null),
          isExternal: Boolean(external),
          imageUrl: page.imageUrl ?? null,
          topSelected: false,
          children,
        }
      })
  }
  return build(String(home.id), 1)
}

/** Each page's parent, by id: the ancestry of pages the menu leaves out (stories, a car page). */
export function pageParents(pages: NavigationSourcePage[]): Map<string, string> {
  return new Map(
    pages.flatMap((page) => {
      const parent = parentId(page)
      return parent === null ? [] : [[String(page.id), parent] as const]
    }),
  )
}

/**
 * The current page marks itself and its ancestors as selected. A page the menu leaves out (a
 * story, a car page: hidden from the navigation) marks its nearest ancestors that are in it,
 * through `parents` (else story and car pages underline no item).
 */
export function markSelected(
  items: NavigationItem[],
  currentPageId: string | null,
  parents: ReadonlyMap<string, string> = new Map(),
  currentParentId: string | null = null,
): NavigationItem[] {
  const ancestry = new Set<string>()
  for (let id = currentPageId; id !== null && !ancestry.has(id);) {
    ancestry.add(id)
    id = (id === currentPageId ? currentParentId : null) ?? parents.get(id) ?? null
  }
  const mark = (item: NavigationItem): NavigationItem => {
    const children = item.children.map(mark)
    const topSelected = ancestry.has(item.id) || children.some((child) => child.topSelected)
    return { ...item, topSelected, children }
  }
  return items.map(mark)
}

export type LanguageLink = { code: string; nativeName: string; url: string; isCurrent: boolean }

/**
 * The language switch: every language of the site, sorted by native name, linking to the same page
 * in that language (or to that language's home page when the page does not exist there).
 * Empty when the site has one language.
 */
export function languageLinks(
  languages: Array<{ code: string; nativeName: string }>,
  currentCode: string,
  pagePaths: Partial<Record<string, string>>,
  localise: (code: string, path: string) => string,
): LanguageLink[] {
  if (languages.length < 2) return []
  return [...languages]
    .sort((a, b) => a.nativeName.localeCompare(b.nativeName))
    .map((language) => ({
      code: language.code,
      nativeName: language.nativeName,
      url: localise(language.code, pagePaths[language.code] ?? '/'),
      isCurrent: language.code === currentCode,
    }))
}
