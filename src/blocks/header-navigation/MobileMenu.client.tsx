'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ItemLink, MegaMenu } from './MegaMenu'
import { showsMegaMenuImages } from './layout-rules'
import styles from './navigation.module.css'
import type { NavigationIcons, NavigationItem, NavigationLabels } from './types'

type Props = {
  id: string
  open: boolean
  onClose: () => void
  items: NavigationItem[]
  languageSwitch: ReactNode
  /** Where the panel starts: the bar's bottom edge. */
  top: number
  labels: NavigationLabels
  icons: NavigationIcons
  /** The menu's colours (the bar's theme); the rest is `.menu` (navigation.module.css). */
  className: string
}

/**
 * The menu under 1280 px. A section opens beside the list from 1024 px; below that it replaces
 * the list (drill-down) with a back action. Escape closes and returns focus to the menu button.
 */
export function MobileMenu({
  id,
  open,
  onClose,
  items,
  languageSwitch,
  top,
  labels,
  icons,
  className,
}: Props) {
  const [sectionId, setSectionId] = useState<string | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const section = items.find((item) => item.id === sectionId) ?? null

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose, id])

  const back = () => {
    const previous = sectionId
    setSectionId(null)
    requestAnimationFrame(() =>
      panelRef.current?.querySelector<HTMLElement>(`[data-section-button="${previous}"]`)?.focus(),
    )
  }

  return (
    <div
      id={id}
      ref={panelRef}
      hidden={!open}
      data-mobile-menu=""
      style={{ top, maxHeight: `calc(100dvh - ${top}px)` }}
      className={`${styles.menu} ${className}`}
    >
      <div>
        <ul className={section ? styles.covered : undefined} data-menu-level="1">
          {items.map((item) => (
            <li key={item.id}>
              {item.children.length ? (
                <button
                  type="button"
                  className={item.topSelected ? styles.current : undefined}
                  aria-expanded={item.id === sectionId}
                  data-section-button={item.id}
                  onClick={() => {
                    setSectionId(item.id)
                    // Below 1024 px the list gives way to the section: focus its back action.
                    requestAnimationFrame(() => {
                      const backButton = panelRef.current?.querySelector<HTMLElement>('[data-menu-back]')
                      if (backButton?.offsetParent) backButton.focus()
                    })
                  }}
                >
                  {item.title}
                  {icons.chevronRight}
                </button>
              ) : (
                <ItemLink item={item} />
              )}
            </li>
          ))}
        </ul>
        {section ? (
          <div data-menu-level="2" data-section={section.id}>
            <button type="button" onClick={back} data-menu-back="">
              {icons.chevronLeft}
              {labels.back}
            </button>
            <p>{section.url ? <ItemLink item={section} /> : section.title}</p>
            <MegaMenu
              section={section}
              showImages={showsMegaMenuImages(section.children.length, window.innerWidth)}
            />
          </div>
        ) : null}
        <div>{languageSwitch}</div>
      </div>
    </div>
  )
}
