import { describe, expect, it } from 'vitest'
import {
  buildNavigationTree,
  languageLinks,
  markSelected,
  type NavigationSourcePage,
} from './navigation-tree'

const page = (
  id: number,
  parent: number | null,
  path: string,
  extra: Partial<NavigationSourcePage> = {},
) => ({
  id,
  parent,
  path,
  title: `Page ${id}`,
  sortOrder: id,
  ...extra,
})

const pages: NavigationSourcePage[] = [
  page(1, null, '/'),
  page(2, 1, '/buy', { sortOrder: 5 }),
  page(3, 2, '/buy/new'),
  page(4, 3, '/buy/new/electric'),
  page(5, 4, '/buy/new/electric/too-deep'),
  page(6, 1, '/about', { sortOrder: 1, isNavigableInMenuWhenItHasChildren: true }),
  page(7, 6, '/about/privacy', { hideInNavigation: true }),
  page(8, 6, '/about/contact', { navTitle: 'Contact' }),
  page(9, 1, '/careers', { externalLink: 'https://jobs.example.com', sortOrder: 9 }),
  page(10, 1, '/untitled', { title: null }),
]

const tree = buildNavigationTree(pages, (path) => `/en${path}`)

describe('buildNavigationTree', () => {
  it('lists the home page children in sort order, three levels deep', () => {
    expect(tree.map((item) => item.title)).toEqual(['Page 6', 'Page 2', 'Page 9'])
    const electric = tree[1].children[0].children[0]
    expect(electric.title).toBe('Page 4')
    expect(electric.children).toEqual([])
  })

  it('omits hidden pages and pages without content in the language', () => {
    expect(tree[0].children.map((item) => item.title)).toEqual(['Contact'])
    expect(tree.find((item) => item.id === '10')).toBeUndefined()
  })

  it('links a parent only when it is navigable; leaves always link', () => {
    expect(tree[1].url).toBeNull()
    expect(tree[0].url).toBe('/en/about')
    expect(tree[1].children[0].children[0].url).toBe('/en/buy/new/electric')
  })

  it('uses the external link instead of the page path', () => {
    expect(tree[2]).toMatchObject({ url: 'https://jobs.example.com', isExternal: true })
  })

  it('is empty without a home page', () => {
    expect(buildNavigationTree(pages.slice(1), (path) => path)).toEqual([])
  })
})

describe('markSelected', () => {
  it('marks the current page and its ancestors', () => {
    const marked = markSelected(tree, '4')
    expect(marked[1].topSelected).toBe(true)
    expect(marked[1].children[0].topSelected).toBe(true)
    expect(marked[1].children[0].children[0].topSelected).toBe(true)
    expect(marked[0].topSelected).toBe(false)
  })

  it('marks the nearest ancestors of a page the menu leaves out (a story, a car page)', () => {
    // Page 9 is hidden from the menu (not in the tree); its parent is page 4.
    const marked = markSelected(tree, '9', new Map([['9', '4']]))
    expect(marked[1].topSelected).toBe(true)
    expect(marked[1].children[0].children[0].topSelected).toBe(true)
    // A story is read on its own: its parent comes with it.
    expect(markSelected(tree, '77', new Map(), '4')[1].topSelected).toBe(true)
  })

  it('marks nothing when no item matches', () => {
    const flat = (items: typeof tree): boolean[] =>
      items.flatMap((item) => [item.topSelected, ...flat(item.children)])
    expect(flat(markSelected(tree, '1')).some(Boolean)).toBe(false)
  })
})

describe('languageLinks', () => {
  const languages = [
    { code: 'sk', nativeName: 'Slovenčina' },
    { code: 'en', nativeName: 'English' },
  ]
  const localise = (code: string, path: string) => (code === 'sk' ? path : `/en${path === '/' ? '' : path}`)

  it('sorts by native name and links the same page in the other language', () => {
    expect(languageLinks(languages, 'sk', { sk: '/o-nas', en: '/about-us' }, localise)).toEqual([
      { code: 'en', nativeName: 'English', url: '/en/about-us', isCurrent: false },
      { code: 'sk', nativeName: 'Slovenčina', url: '/o-nas', isCurrent: true },
    ])
  })

  it("falls back to the language's home page when the page does not exist there", () => {
    expect(languageLinks(languages, 'sk', { sk: '/o-nas' }, localise)[0].url).toBe('/en')
  })

  it('is empty for a site with one language', () => {
    expect(languageLinks(languages.slice(0, 1), 'sk', {}, localise)).toEqual([])
  })
})
