'use client'
import { useEffect, useState, type ReactNode } from 'react'
import { useSessionValue } from '@/lib/browser/session-value'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import styles from './navigation.module.css'

/** The session storage key of the closed messages' titles (spec 02 §9). */
export const hiddenMessagesKey = 'hidden-messages'

function parseTitles(value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

type Props = {
  title: string
  /** False for a Warning: closing it lasts for this page only. */
  remember: boolean
  className: string
  closeLabel: string
  closeIcon: ReactNode
  children: ReactNode
}

export function MessageBarFrame({ title, remember, className, closeLabel, closeIcon, children }: Props) {
  const [stored, setStored] = useSessionValue(hiddenMessagesKey)
  const [closed, setClosed] = useState(false)
  const [collapsed, setCollapsed] = useState(false)
  const bar = useHydratedMarker<HTMLDivElement>()
  const titles = parseTitles(stored)

  useEffect(() => {
    // Collapses once scrolled past its own height, opens again back at the top.
    const onScroll = () => setCollapsed(window.scrollY > (bar.current?.offsetHeight ?? 0))
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [bar])

  if (closed || (remember && titles.includes(title))) return null
  return (
    <div
      ref={bar}
      // The alert bar's classes and `.message`, which collapses it through `data-collapsed`.
      className={`${className} ${styles.message}`}
      data-alert-bar={remember ? 'closable' : 'warning'}
      data-message-bar
      data-collapsed={collapsed}
    >
      {children}
      <button
        type="button"
        aria-label={closeLabel}
        tabIndex={collapsed ? -1 : undefined}
        onClick={() => {
          if (remember) setStored(JSON.stringify([...titles.filter((entry) => entry !== title), title]))
          setClosed(true)
        }}
      >
        {closeIcon}
      </button>
    </div>
  )
}
