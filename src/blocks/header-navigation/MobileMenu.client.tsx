'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ItemLink, MegaMenu } from './MegaMenu'
import { showsMegaMenuImages } from './layout-rules'
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
      className={`fixed inset-x-0 z-50 overflow-y-auto border-t border-current/15 px-4 pb-8 shadow-lg xl:hidden ${className}`}
    >
      <div className="mx-auto grid max-w-screen-lg gap-6 py-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ul className={`divide-y divide-current/10 ${section ? 'max-lg:hidden' : ''}`} data-menu-level="1">
          {items.map((item) => (
            <li key={item.id}>
              {item.children.length ? (
                <button
                  type="button"
                  className={`flex w-full items-center justify-between py-3 text-left text-lg font-medium ${item.topSelected ? 'underline decoration-2 underline-offset-4' : ''}`}
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
                <ItemLink item={item} className="block py-3 text-lg font-medium" />
              )}
            </li>
          ))}
        </ul>
        {section ? (
          <div data-menu-level="2" data-section={section.id}>
            <button
              type="button"
              className="mb-4 inline-flex items-center gap-1 py-2 font-medium lg:hidden"
              onClick={back}
              data-menu-back=""
            >
              {icons.chevronLeft}
              {labels.back}
            </button>
            <p className="mb-4 text-xl font-semibold">
              {section.url ? <ItemLink item={section} /> : section.title}
            </p>
            <MegaMenu
              section={section}
              showImages={showsMegaMenuImages(section.children.length, window.innerWidth)}
            />
          </div>
        ) : null}
        <div className="lg:col-span-2">{languageSwitch}</div>
      </div>
    </div>
  )
}
