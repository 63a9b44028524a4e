import type { ReactNode } from 'react'
import { Img } from '@/ui/media/Img'
import { translator } from '@/lib/i18n/dictionary'
import { pageLanguageLinks, pageNavigation, type NavigationItem } from '@/services/content/navigation'
import { mediaUrl } from '@/services/content/site-context'
import { localisedPath } from '@/lib/site/languages'
import { Icon } from '@/ui/icons/Icon'
import { MessageBar } from './MessageBar'
import type { BlockComponent } from '../types'
import { LanguageSwitch } from './LanguageSwitch'
import { Navigation } from './Navigation.client'
import { islandItems } from './types'

const isExternal = (link: string) => /^https?:\/\//.test(link)

/** Spec 01 §2.4 header navigation: logo, page-tree items, extra items, language switch, message bar. */
export const HeaderNavigation: BlockComponent<'headerNavigation'> = async ({ block, context }) => {
  const { site, language, page, dictionary } = context
  const t = translator(dictionary)
  const [tree, languages] = await Promise.all([
    pageNavigation(site, language, page),
    pageLanguageLinks(site, language, page, context.remainingSegments),
  ])
  const extras: NavigationItem[] = (block.extraNavigationItems ?? []).map((extra, index) => ({
    id: `extra-${extra.id ?? index}`,
    title: extra.title,
    url: extra.link,
    isExternal: isExternal(extra.link),
    imageUrl: null,
    topSelected: false,
    children: [],
  }))
  // Section images (level 2), rendered here so the navigation island gets finished <img> elements.
  const images: Record<string, ReactNode> = {}
  for (const child of tree.flatMap((section) => section.children)) {
    if (child.imageUrl)
      images[child.id] = (
        <Img
          src={child.imageUrl}
          alt=""
          width={320}
          height={180}
          // Styled in the menu (navigation.module.css), tinted while it loads.
        />
      )
  }
  const homeUrl = localisedPath(site, language.code, '/')
  const width = block.logoWidth || 150
  const height = block.logoHeight || 55
  const logoSrc = mediaUrl(block.logo) ?? mediaUrl(site.logo)
  const logo = (
    <a
      href={homeUrl}
      // Styled as the bar's link, its image too (navigation.module.css).
      data-logo=""
      style={{ '--logo-w': `${width}px`, '--logo-h': `${height}px` } as React.CSSProperties}
    >
      {logoSrc ? (
        <Img
          src={logoSrc}
          alt={`${site.displayName} – ${t('backToHome')}`}
          width={width}
          height={height}
          priority
        />
      ) : (
        // Utilities, not the module: globals.css's unlayered `.font-heading` sets the weight (the
        // page's heading weight), which an unlayered module rule's `font-bold` would override.
        <span className="font-heading text-xl font-bold">{site.displayName}</span>
      )}
    </a>
  )
  const message = block.hasMessage ? <MessageBar message={block} closeLabel={t('closeMessage')} /> : null
  return (
    <>
      {block.messageIsBelowNavigation ? null : message}
      <Navigation
        items={islandItems([...tree, ...extras])}
        images={images}
        logo={logo}
        languageSwitch={<LanguageSwitch languages={languages} label={t('language')} />}
        labels={{
          mainNavigation: t('mainNavigation'),
          menu: t('menu'),
          closeMenu: t('closeMenu'),
          back: t('back'),
          more: t('more'),
          language: t('language'),
        }}
        icons={{
          menu: <Icon name="menu" />,
          close: <Icon name="close" />,
          chevronDown: <Icon name="chevron-down" className="size-4" />,
          chevronRight: <Icon name="chevron-right" />,
          chevronLeft: <Icon name="chevron-left" />,
        }}
        theme={{
          isSticky: Boolean(block.isSticky),
          isHome: page.path === '/',
          slim: Boolean(block.slimNav),
          dark: Boolean(block.hasDarkTheme),
          separator: Boolean(block.showSeparator),
        }}
      />
      {block.messageIsBelowNavigation ? message : null}
    </>
  )
}
