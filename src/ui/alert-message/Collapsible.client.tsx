'use client'
import { useState, type ReactNode } from 'react'
import { hideAlertCookie, setCookie } from './cookie'

type Props = { className: string; closeLabel: string; closeIcon: ReactNode; children: ReactNode }

/** A closable alert: closing remembers it for one day and collapses the bar. */
export function ClosableAlert({ className, closeLabel, closeIcon, children }: Props) {
  const [closed, setClosed] = useState(false)
  if (closed) return null
  return (
    <div className={className} data-alert-bar="closable">
      {children}
      <button
        type="button"
        className="ml-auto rounded p-2 hover:bg-black/10"
        aria-label={closeLabel}
        onClick={() => {
          setCookie(hideAlertCookie, '1', 1)
          setClosed(true)
        }}
      >
        {closeIcon}
      </button>
    </div>
  )
}
