'use client'
import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { ItemLink, MegaMenu } from './MegaMenu'
import { showsMegaMenuImages } from './layout-rules'
import type { NavigationItem } from './types'

type DropdownProps = {
  isOpen: boolean
  onOpen: (id: string) => void
  onCloseSoon: () => void
  onCloseNow: () => void
  chevron: ReactNode
  panelClassName: string
}

const topItemClass = (selected?: boolean) =>
  `inline-flex items-center gap-1 whitespace-nowrap px-3 py-2 font-medium decoration-brand decoration-2 underline-offset-8 hover:underline ${selected ? 'underline' : ''}`

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
  const className = topItemClass(item.topSelected)
  const common = {
    className,
    'data-top-item': item.id,
    'data-selected': item.topSelected || undefined,
    ...(hasChildren ? { 'aria-expanded': dropdown.isOpen, 'aria-controls': panelId } : {}),
  }
  return (
    <li
      data-nav-index={index}
      className={hidden ? 'pointer-events-none invisible absolute' : ''}
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
      className={items.length ? '' : 'invisible'}
      data-nav-more=""
      {...(items.length ? itemProps : {})}
    >
      <button
        ref={triggerRef as Ref<HTMLButtonElement>}
        type="button"
        className={topItemClass(items.some((item) => item.topSelected))}
        aria-expanded={dropdown.isOpen}
        aria-controls="nav-panel-more"
        onClick={() => dropdown.onOpen('more')}
      >
        {label}
        {dropdown.chevron}
      </button>
      <div id="nav-panel-more" hidden={!dropdown.isOpen} className={dropdown.panelClassName}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <ItemLink item={item} className="font-semibold" />
              {item.children.length ? (
                <ul className="mt-2 space-y-2 text-sm">
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
