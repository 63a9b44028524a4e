'use client'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { navigationConstants as rules, throttleWithFinal, visibleItemCount } from './layout-rules'
import { DesktopItem, MoreItem } from './DesktopItem.client'
import { MegaMenuImages } from './MegaMenu'
import { MobileMenu } from './MobileMenu.lazy'
import styles from './navigation.module.css'
import type { NavigationIcons, NavigationItem, NavigationLabels, NavigationTheme } from './types'

type Props = {
  items: NavigationItem[]
  /** Server-rendered section images by item id (see MegaMenuImages). */
  images: Record<string, ReactNode>
  logo: ReactNode
  languageSwitch: ReactNode
  labels: NavigationLabels
  icons: NavigationIcons
  theme: NavigationTheme
}

/** Scroll position past which a sticky home-page navigation turns solid. */
function useScrolledPast(enabled: boolean, threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [enabled, threshold])
  return past
}

/** Which row items fit; the rest go to "More". Recomputed on resize (throttled, with a final update). */
function useFittingCount(count: number) {
  const listRef = useRef<HTMLUListElement>(null)
  const moreRef = useRef<HTMLLIElement>(null)
  const [visible, setVisible] = useState(count)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const update = () => {
      if (list.clientWidth === 0) return // the desktop row is not shown (mobile menu)
      const widths = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-index]')].map(
        (element) => element.getBoundingClientRect().width,
      )
      setVisible(
        visibleItemCount(widths, list.clientWidth, moreRef.current?.getBoundingClientRect().width || 96),
      )
    }
    update()
    // The row now shows what fits (tests wait for this before they measure it).
    list.setAttribute('data-hydrated', '')
    const onResize = throttleWithFinal(update, rules.resizeThrottleMs, rules.resizeFinalMs)
    window.addEventListener('resize', onResize)
    void document.fonts?.ready.then(update)
    return () => {
      window.removeEventListener('resize', onResize)
      onResize.cancel()
    }
  }, [count])
  return { listRef, moreRef, visible }
}

/** The bar's height, re-measured 50 ms after it changes size (the mobile menu sits below it). */
function useBarHeight() {
  const barRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>(rules.fallbackHeight)
  useEffect(() => {
    const bar = barRef.current
    if (!bar || typeof ResizeObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new ResizeObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(
        () => setHeight(bar.getBoundingClientRect().bottom || rules.fallbackHeight),
        rules.heightSettleMs,
      )
    })
    observer.observe(bar)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [])
  return { barRef, height }
}

export function Navigation({ items, images, logo, languageSwitch, labels, icons, theme }: Props) {
  const [openId, setOpenId] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  // The menu's code and markup arrive when the visitor first reaches for it.
  const [menuMounted, setMenuMounted] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { listRef, moreRef, visible } = useFittingCount(items.length)
  const { barRef, height } = useBarHeight()
  const overlay = theme.isSticky && theme.isHome
  const scrolled = useScrolledPast(overlay, rules.stickySolidAfter)
  const menuId = useId()

  const open = useCallback((id: string) => {
    clearTimeout(closeTimer.current)
    setOpenId(id)
  }, [])
  const closeSoon = useCallback(() => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpenId(null), rules.closeDelayMs)
  }, [])
  const closeNow = useCallback(() => {
    clearTimeout(closeTimer.current)
    setOpenId(null)
  }, [])
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const solid = !overlay || scrolled || menuOpen || openId !== null
  const colours = theme.dark ? styles.dark : styles.light
  const overflowing = items.slice(visible)

  return (
    <MegaMenuImages value={images}>
      <nav
        aria-label={labels.mainNavigation}
        data-header-navigation=""
        data-sticky={theme.isSticky || undefined}
        data-overlay={overlay || undefined}
        data-solid={solid}
        // Floating over the page (a hero image, most often), the bar is white on a dark scrim,
        // whatever its theme (`data-solid="false"`): dark text on the image is unreadable.
        className={`${styles.nav}${solid ? ` ${colours}` : ''}${theme.separator ? ` ${styles.sep}` : ''}`}
      >
        {/* The bar's children (logo, row, language switch, menu button) are styled by their place. */}
        <div ref={barRef} className={theme.slim ? `${styles.bar} ${styles.slim}` : styles.bar}>
          {logo}
          <ul ref={listRef} data-nav-row="">
            {items.map((item, index) => (
              <DesktopItem
                key={item.id}
                item={item}
                index={index}
                hidden={index >= visible}
                isOpen={openId === item.id}
                onOpen={open}
                onCloseSoon={closeSoon}
                onCloseNow={closeNow}
                chevron={icons.chevronDown}
                panelClassName={colours}
              />
            ))}
            <MoreItem
              ref={moreRef}
              items={overflowing}
              label={labels.more}
              isOpen={openId === 'more'}
              onOpen={open}
              onCloseSoon={closeSoon}
              onCloseNow={closeNow}
              chevron={icons.chevronDown}
              panelClassName={colours}
            />
          </ul>
          <div>{languageSwitch}</div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuMounted ? menuId : undefined}
            data-menu-toggle=""
            // Fetch the menu's code as soon as the visitor heads for the button.
            onPointerEnter={() => setMenuMounted(true)}
            onFocus={() => setMenuMounted(true)}
            onClick={() => {
              setMenuMounted(true)
              setMenuOpen((value) => !value)
            }}
          >
            {menuOpen ? icons.close : icons.menu}
            <span>{menuOpen ? labels.closeMenu : labels.menu}</span>
          </button>
        </div>
        {menuMounted ? (
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            items={items}
            languageSwitch={languageSwitch}
            top={height}
            labels={labels}
            icons={icons}
            className={colours}
          />
        ) : null}
      </nav>
    </MegaMenuImages>
  )
}
