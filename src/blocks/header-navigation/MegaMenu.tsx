import { createContext, useContext, type ReactNode } from 'react'
import type { NavigationItem } from './types'

/**
 * Section images by item id, rendered on the server (`<Img>`), so the browser gets finished
 * `<img>` elements and none of the image-props code.
 */
export const MegaMenuImages = createContext<Record<string, ReactNode>>({})

const itemLinkClass = (item: NavigationItem) =>
  `hover:underline ${item.topSelected ? 'underline decoration-2 underline-offset-4' : ''}`

function ItemLink({ item, className }: { item: NavigationItem; className?: string }) {
  if (!item.url)
    return (
      <span
        className={`${item.topSelected ? itemLinkClass(item) : ''} ${className ?? ''}`}
        data-selected={item.topSelected || undefined}
      >
        {item.title}
      </span>
    )
  return (
    <a
      href={item.url}
      className={`${itemLinkClass(item)} ${className ?? ''}`}
      data-selected={item.topSelected || undefined}
      {...(item.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.title}
    </a>
  )
}

/** A section's children (level 2) with their own children (level 3), as columns or a list. */
export function MegaMenu({ section, showImages }: { section: NavigationItem; showImages: boolean }) {
  const images = useContext(MegaMenuImages)
  return (
    <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4" data-mega-menu={section.id}>
      {section.children.map((child) => (
        <li key={child.id} className="min-w-0">
          {showImages ? images[child.id] : null}
          <ItemLink item={child} className="font-semibold" />
          {child.children.length > 0 ? (
            <ul className="mt-2 space-y-2 text-sm">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <ItemLink item={grandchild} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export { ItemLink }
