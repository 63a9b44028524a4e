import type { ReactNode } from 'react'
import type { LanguageLink, NavigationItem as TreeItem } from '@/services/content/navigation-tree'

export type { LanguageLink }

/**
 * An item as the navigation island gets it: the tree's item without its image URL (its image comes
 * rendered, by id) and with a false flag left out, which is most of them (about 1 KB of every page's
 * RSC payload).
 */
export type NavigationItem = Pick<TreeItem, 'id' | 'title' | 'url'> & {
  isExternal?: true
  topSelected?: true
  children: NavigationItem[]
}

export function islandItems(items: TreeItem[]): NavigationItem[] {
  return items.map(({ id, title, url, isExternal, topSelected, children }) => ({
    id,
    title,
    url,
    ...(isExternal ? { isExternal } : {}),
    ...(topSelected ? { topSelected } : {}),
    children: islandItems(children),
  }))
}

export type NavigationLabels = {
  mainNavigation: string
  menu: string
  closeMenu: string
  back: string
  more: string
  language: string
}

/** Server-rendered icons handed to the island, so no icon code ships to the browser. */
export type NavigationIcons = Record<
  'menu' | 'close' | 'chevronDown' | 'chevronRight' | 'chevronLeft',
  ReactNode
>

export type NavigationTheme = {
  isSticky: boolean
  isHome: boolean
  slim: boolean
  dark: boolean
  separator: boolean
}
