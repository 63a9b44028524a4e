import { logger } from '@/lib/log/logger'
import { iconMarkup, spriteIconNames } from './icon-markup'
import { spriteHref } from './sprite'

type Props = { name: string; className?: string; title?: string }

export function hasIcon(name: string): boolean {
  return Object.hasOwn(iconMarkup, name)
}

/**
 * An SVG icon by name (spec 01 §7), inline, or from the sprite for the networks' marks. An unknown
 * or failed icon draws nothing and is logged (spec 01 §8). Decorative unless a title is given.
 * Server-rendered, so no icon code ships to the browser.
 */
export function Icon({ name, className = 'size-5', title }: Props) {
  if (!hasIcon(name)) {
    logger.warn({ code: 'ICON_MISSING', icon: name }, 'icon not found')
    return null
  }
  const attributes = {
    viewBox: '0 0 24 24',
    className: `shrink-0 ${className}`,
    // Spread, not `undefined` values: each would be sent as "$undefined" when an icon is handed
    // to a client component.
    ...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true }),
    focusable: 'false',
  } as const
  if (spriteIconNames.has(name)) {
    return (
      <svg {...attributes}>
        <use href={spriteHref(name)} />
      </svg>
    )
  }
  return <svg {...attributes} dangerouslySetInnerHTML={{ __html: iconMarkup[name] }} />
}
