'use client'
import { useId, useState, type ReactNode } from 'react'

/** Spec 01 §4: collapsed or expanded, animated about 300 ms (instant with reduced motion). */
export function LegalInfoToggle({
  title,
  showMore,
  showLess,
  children,
}: {
  title: string
  showMore: string
  showLess: string
  children: ReactNode
}) {
  const [expanded, setExpanded] = useState(false)
  const bodyId = useId()
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
          className="min-h-11 text-sm font-semibold underline"
        >
          {expanded ? showLess : showMore}
        </button>
      </div>
      <div
        id={bodyId}
        inert={!expanded}
        data-expanded={expanded}
        className={`grid transition-[grid-template-rows] duration-300 ease-in-out motion-reduce:transition-none ${expanded ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`}
      >
        <div className="overflow-hidden">{children}</div>
      </div>
    </div>
  )
}
