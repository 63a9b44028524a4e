'use client'
import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { ItemLink, MegaMenu } from './MegaMenu'
import { showsMegaMenuImages } from './layout-rules'
import styles from './navigation.module.css'
import type { NavigationItem } from './types'

type DropdownProps = {
  isOpen: boolean
  onOpen: (id: string) => void
  onCloseSoon: () => void
  onCloseNow: () => void
  chevron: ReactNode
  /** The panel's colours (the bar's theme); the row styles the rest (navigation.module.css). */
  panelClassName: string
}

/**
 * The hover/focus behaviour every desktop dropdown shares: opens on pointer enter or focus, closes
 * 200 ms after the pointer leaves, at once when focus leaves, and on Escape (focus returns to the trigger).
 */
function useDropdown(
  id: string,
  { isOpen, onOpen, onCloseSoon, onCloseNow }: Omit<DropdownProps, 'chevron' | 'panelClassName'>,
) {
  const triggerRef = useRef<HTMLElement>(null)
  // Focus that Escape hands back to the trigger must not reopen the dropdown.
  const returningFocus = useRef(false)
  return {
    triggerRef,
    itemProps: {
      onPointerEnter: (event: { pointerType: string }) => event.pointerType === 'mouse' && onOpen(id),
      onPointerLeave: (event: { pointerType: string }) => event.pointerType === 'mouse' && onCloseSoon(),
      onFocus: () => {
        if (returningFocus.current) returningFocus.current = false
        else onOpen(id)
      },
      onBlur: (event: FocusEvent<HTMLLIElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onCloseNow()
      },
      onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
        if (event.key !== 'Escape' || !isOpen) return
        event.stopPropagation()
        onCloseNow()
        returningFocus.current = true
        triggerRef.current?.focus({ preventScroll: true })
      },
    },
  }
}

export function DesktopItem({
  item,
  index,
  hidden,
  ...dropdown
}: DropdownProps & { item: NavigationItem; index: number; hidden: boolean }) {
  const { triggerRef, itemProps } = useDropdown(item.id, dropdown)
  // Read only while open, i.e. never during server rendering.
  const width = dropdown.isOpen ? window.innerWidth : 0
  const panelId = `nav-panel-${item.id}`
  const hasChildren = item.children.length > 0
  // Styled as the row's item; `data-selected` underlines the current page's section.
  const common = {
    'data-top-item': item.id,
    'data-selected': item.topSelected || undefined,
    ...(hasChildren ? { 'aria-expanded': dropdown.isOpen, 'aria-controls': panelId } : {}),
  }
  return (
    <li
      data-nav-index={index}
      // Hidden (moved into More) through `aria-hidden`: out of sight and out of the way.
      aria-hidden={hidden || undefined}
      {...(hasChildren && !hidden ? itemProps : {})}
    >
      {item.url ? (
        <a
          ref={triggerRef as Ref<HTMLAnchorElement>}
          href={item.url}
          {...common}
          {...(item.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.title}
          {hasChildren ? dropdown.chevron : null}
        </a>
      ) : (
        <button
          ref={triggerRef as Ref<HTMLButtonElement>}
          type="button"
          {...common}
          onClick={() => dropdown.onOpen(item.id)}
        >
          {item.title}
          {dropdown.chevron}
        </button>
      )}
      {hasChildren ? (
        <div id={panelId} hidden={!dropdown.isOpen} className={dropdown.panelClassName}>
          <MegaMenu section={item} showImages={showsMegaMenuImages(item.children.length, width)} />
        </div>
      ) : null}
    </li>
  )
}

/** "More": the row's items that do not fit, each with its children. */
export function MoreItem({
  ref,
  items,
  label,
  ...dropdown
}: DropdownProps & { ref: Ref<HTMLLIElement>; items: NavigationItem[]; label: string }) {
  const { triggerRef, itemProps } = useDropdown('more', dropdown)
  return (
    <li
      ref={ref}
      // Kept in the row while empty, to be measured (a utility: no module rule sets its visibility).
      className={items.length ? undefined : 'invisible'}
      data-nav-more=""
      {...(items.length ? itemProps : {})}
    >
      <button
        ref={triggerRef as Ref<HTMLButtonElement>}
        type="button"
        // Underlined, as an item is, when it holds the current page's section.
        className={items.some((item) => item.topSelected) ? styles.on : undefined}
        aria-expanded={dropdown.isOpen}
        aria-controls="nav-panel-more"
        onClick={() => dropdown.onOpen('more')}
      >
        {label}
        {dropdown.chevron}
      </button>
      <div id="nav-panel-more" hidden={!dropdown.isOpen} className={dropdown.panelClassName}>
        <ul className={styles.more}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemLink item={item} />
              {item.children.length ? (
                <ul>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <ItemLink item={child} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
