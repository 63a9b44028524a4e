import { createElement, type ReactNode } from 'react'
import { titleTag, type TitleTag } from '../fields/fields'

/** A heading at the level the editor chose (TitleTag), or the fallback level. */
export function Heading({
  tag,
  fallback = 'h2',
  className,
  children,
}: {
  tag: string | null | undefined
  fallback?: TitleTag
  className?: string
  children: ReactNode
}) {
  // No `"className":"$undefined"` in the payload for a heading without a class.
  return createElement(titleTag(tag, fallback), className ? { className } : null, children)
}
