import { createContext, useContext, type ReactNode } from 'react'
import styles from './navigation.module.css'
import type { NavigationItem } from './types'

/**
 * Section images by item id, rendered on the server (`<Img>`), so the browser gets finished
 * `<img>` elements and none of the image-props code.
 */
export const MegaMenuImages = createContext<Record<string, ReactNode>>({})

/**
 * An item's link, or its title when it has no page of its own. It carries no class: the list it
 * is in styles it, the current page and its ancestors through `data-selected`.
 */
function ItemLink({ item }: { item: NavigationItem }) {
  if (!item.url) return <span data-selected={item.topSelected || undefined}>{item.title}</span>
  return (
    <a
      href={item.url}
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
    <ul className={styles.mega} data-mega-menu={section.id}>
      {section.children.map((child) => (
        <li key={child.id}>
          {showImages ? images[child.id] : null}
          <ItemLink item={child} />
          {child.children.length > 0 ? (
            <ul>
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
