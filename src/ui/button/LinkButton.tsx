import type { LinkValue } from '../link/fields'
import { SmartLink } from '../link/SmartLink'

export const buttonTypes = ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'] as const
export type ButtonType = (typeof buttonTypes)[number]

const base =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold transition-colors'
export const buttonClasses: Record<ButtonType, string> = {
  Primary: `${base} bg-brand text-brand-contrast hover:opacity-90`,
  Secondary: `${base} bg-white text-neutral-900 ring-1 ring-neutral-900 hover:bg-neutral-100`,
  Ghost: `${base} border-2 border-neutral-900 text-neutral-900 hover:bg-neutral-900 hover:text-white`,
  'Ghost Contrast': `${base} border-2 border-white text-white hover:bg-white hover:text-neutral-900`,
}

/** The block's link drawn as one of the four button styles; nothing when the link has no text or address. */
export function LinkButton({ link, type }: { link: LinkValue | null | undefined; type?: string | null }) {
  if (!link?.text || !link.href) return null
  const style = buttonClasses[(type as ButtonType) ?? 'Primary'] ?? buttonClasses.Primary
  return (
    <SmartLink href={link.href} newTab={link.newTab} className={style}>
      {link.text}
    </SmartLink>
  )
}
