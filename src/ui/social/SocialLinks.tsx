import { logger } from '@/lib/log/logger'
import { hasIcon, Icon } from '@/ui/icons/Icon'
import styles from './social-links.module.css'

export type SocialLink = { id?: string | null; name: string; url: string }

const channelLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** Links to the site's social channels. A channel without an icon is logged and skipped (spec 01 §8). */
export function SocialLinks({
  links,
  label,
  className,
}: {
  links: SocialLink[]
  label: string
  className?: string
}) {
  const shown = links.filter((link) => {
    if (hasIcon(link.name)) return true
    logger.warn({ code: 'SOCIAL_ICON_MISSING', channel: link.name }, 'social channel has no icon')
    return false
  })
  if (!shown.length) return null
  return (
    <ul
      aria-label={label}
      className={className ? `${styles.links} ${className}` : styles.links}
      data-social-links=""
    >
      {shown.map((link, index) => (
        <li key={index}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" data-channel={link.name}>
            <Icon name={link.name} className="size-7" title={channelLabel(link.name)} />
          </a>
        </li>
      ))}
    </ul>
  )
}
