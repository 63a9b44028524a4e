'use client'

import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { trackDisclosure } from './tracking'

export type ToggleLabels = { more: string; less: string }

function Toggle({
  open,
  controls,
  labels,
  onToggle,
}: {
  open: boolean
  controls: string
  labels: ToggleLabels
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-3 min-h-11 font-semibold text-brand underline underline-offset-4"
      data-disclosure-toggle
    >
      {open ? labels.less : labels.more}
    </button>
  )
}

/**
 * Content cut at a height (equipment 190 px, description 300 px) with a toggle, shown only when
 * the content is taller than that. Each toggle sends a tracking event.
 */
export function CollapsibleHeight({
  section,
  collapsedHeight,
  labels,
  children,
}: {
  section: string
  collapsedHeight: number
  labels: ToggleLabels
  children: ReactNode
}) {
  const id = useId()
  const content = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  const [open, setOpen] = useState(false)
  useLayoutEffect(() => {
    const element = content.current
    if (!element) return
    const measure = () => setOverflows(element.scrollHeight > collapsedHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [collapsedHeight])
  const root = useHydratedMarker<HTMLDivElement>()
  const collapsed = overflows && !open
  return (
    <div ref={root} data-collapsible={section} data-state={collapsed ? 'collapsed' : 'expanded'}>
      <div
        id={id}
        className={`relative overflow-hidden ${collapsed ? 'after:pointer-events-none after:absolute after:inset-x-0 after:bottom-0 after:h-12 after:bg-gradient-to-t after:from-white' : ''}`}
        style={{ maxHeight: open ? undefined : collapsedHeight }}
      >
        <div ref={content}>{children}</div>
      </div>
      {overflows ? (
        <Toggle
          open={open}
          controls={id}
          labels={labels}
          onToggle={() => {
            trackDisclosure(section, !open)
            setOpen(!open)
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * A list showing its first items (technical data 5, a sample car's equipment 3) with a toggle
 * when it has more than `toggleAbove` items; otherwise every item shows.
 */
export function ExpandableList({
  section,
  items,
  visible,
  toggleAbove,
  labels,
  className,
}: {
  section: string
  items: ReactNode[]
  visible: number
  toggleAbove: number
  labels: ToggleLabels
  className?: string
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const hasToggle = items.length > toggleAbove
  const shown = hasToggle && !open ? items.slice(0, visible) : items
  const root = useHydratedMarker<HTMLDivElement>()
  return (
    <div ref={root} data-expandable={section} data-state={hasToggle && !open ? 'collapsed' : 'expanded'}>
      <ul id={id} className={className}>
        {shown}
      </ul>
      {hasToggle ? (
        <Toggle
          open={open}
          controls={id}
          labels={labels}
          onToggle={() => {
            trackDisclosure(section, !open)
            setOpen(!open)
          }}
        />
      ) : null}
    </div>
  )
}
