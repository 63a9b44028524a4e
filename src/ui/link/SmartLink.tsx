import Link from 'next/link'
import type { ReactNode } from 'react'
import { safeHref } from './safe-href'

/** An editor's link: client-side navigation for site paths, a plain anchor otherwise; unsafe hrefs render as text. */
export function SmartLink({
  href,
  newTab,
  className,
  children,
  ...rest
}: {
  href: string | null | undefined
  newTab?: boolean | null
  className?: string
  children: ReactNode
  'aria-label'?: string
}) {
  const safe = safeHref(href)
  // Spread, so a link without a class sends no `"className":"$undefined"` in the payload.
  const classes = className ? { className } : {}
  if (!safe) return <span {...classes}>{children}</span>
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (safe.startsWith('/') && !newTab)
    return (
      <Link href={safe} {...classes} {...rest}>
        {children}
      </Link>
    )
  return (
    <a href={safe} {...classes} {...target} {...rest}>
      {children}
    </a>
  )
}
