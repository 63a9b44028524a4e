import type { ReactNode } from 'react'
import type { LanguageLink, NavigationItem } from '@/services/content/navigation-tree'

export type { LanguageLink, NavigationItem }

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
