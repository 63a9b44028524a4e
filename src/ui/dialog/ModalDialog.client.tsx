'use client'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './dialog.module.css'

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

export type DialogPlacement = 'centre' | 'drawer' | 'fullscreen'

type Naming =
  /**
   * The visible heading, drawn in a title bar with the close button: its text, or its name when
   * it is drawn as `closeIcon`, is `closeLabel`.
   */
  | { title: ReactNode; closeLabel: string; label?: never }
  /** The dialog's name when it has no heading: the content then fills it and draws its own controls. */
  | { label: string; title?: never; closeLabel?: never }

/**
 * A modal `<dialog>` driven by `open`: the focus stays inside it (the page behind is inert) and
 * Escape closes it; closing, however it happens, gives the focus back to the control that had it
 * when the dialog opened (and leaves fullscreen mode if the dialog was in it). Its content is
 * rendered only while it is open.
 */
export function ModalDialog({
  open,
  onClose,
  closeIcon,
  name,
  placement = 'centre',
  attributes,
  className,
  footer,
  onKeyDown,
  children,
  ...naming
}: Naming & {
  open: boolean
  onClose: () => void
  /** Draws the close button as this icon, named by `closeLabel`; without it the button shows `closeLabel`. */
  closeIcon?: ReactNode
  /** `data-dialog` value, for styles and tests. */
  name: string
  placement?: DialogPlacement
  /** More `data-*` hooks on the `<dialog>`. */
  attributes?: { [hook: `data-${string}`]: string }
  /** Replaces the placement's box and colours. */
  className?: string
  /** Below the scrolling body (a drawer's submit button). */
  footer?: ReactNode
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void
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
    if (!open && document.fullscreenElement && element.contains(document.fullscreenElement))
      void document.exitFullscreen().catch(() => {})
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
      {...attributes}
      aria-labelledby={naming.label === undefined ? headingId : undefined}
      aria-label={naming.label}
      // Escape closes through `open` (the cancel event, then the effect above), so that `open` is
      // false as soon as the dialog is shut: a key pressed right after reopens it. The close event
      // that follows is then stale when the dialog has been opened again, and is let pass.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (!dialog.current?.open) onClose()
      }}
      onKeyDown={(event) => {
        keepFocusInside(event)
        onKeyDown?.(event)
      }}
      className={className ?? styles[`${placement}Box`]}
    >
      {!open ? null : naming.label !== undefined ? (
        children
      ) : (
        <div className={styles[placement]}>
          <div className={styles.bar}>
            <h2 id={headingId}>{naming.title}</h2>
            <button
              type="button"
              data-dialog-close
              aria-label={closeIcon ? naming.closeLabel : undefined}
              className={closeIcon ? styles.iconClose : styles.textClose}
              onClick={onClose}
            >
              {closeIcon ?? naming.closeLabel}
            </button>
          </div>
          {placement === 'fullscreen' ? children : <div className={styles.body}>{children}</div>}
          {footer ? <div className={styles.foot}>{footer}</div> : null}
        </div>
      )}
    </dialog>
  )
}
