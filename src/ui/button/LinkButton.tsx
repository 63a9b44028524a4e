import type { LinkValue } from '../link/fields'
import { SmartLink } from '../link/SmartLink'
import { buttonClasses } from './styles'

/** The block's link drawn as one of the four button styles; nothing when the link has no text or address. */
export function LinkButton({ link, type }: { link: LinkValue | null | undefined; type?: string | null }) {
  if (!link?.text || !link.href) return null
  return (
    <SmartLink href={link.href} newTab={link.newTab} className={buttonClasses(type)}>
      {link.text}
    </SmartLink>
  )
}
