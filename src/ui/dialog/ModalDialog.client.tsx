'use client'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: the page
 * behind a modal dialog is inert, but the browser would otherwise move the focus out to its own
 * controls or the document.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.getClientRects().length > 0,
  )
  const [first, last] = [controls[0], controls.at(-1)]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}

/**
 * A modal `<dialog>` driven by `open`: the focus stays inside it (the page behind is inert) and
 * Escape closes it; closing, however it happens, gives the focus back to the control
 * that had it when the dialog opened. Its content is rendered only while it is open.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  closeLabel,
  name,
  className = 'm-auto w-full max-w-2xl rounded-lg bg-white p-0 backdrop:bg-black/40',
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  /** `data-dialog` value, for styles and tests. */
  name: string
  className?: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const headingId = `${name}-dialog-heading`

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
    }
    if (!open && element.open) element.close()
    if (!open && opener.current) {
      const back = opener.current
      opener.current = null
      if (back.isConnected) back.focus({ preventScroll: true })
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      data-dialog={name}
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      className={className}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-neutral-200 p-4">
            <h2 id={headingId} className="text-xl">
              {title}
            </h2>
            <button
              type="button"
              data-dialog-close
              aria-label={closeLabel}
              className="grid size-10 place-items-center rounded-full hover:bg-neutral-100"
              onClick={onClose}
            >
              <CloseGlyph />
            </button>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
