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

export type DialogPlacement = 'centre' | 'drawer' | 'fullscreen'

/** Where the dialog stands and how its title bar, body and foot are laid out. */
const placements: Record<
  DialogPlacement,
  { dialog: string; frame: string; bar: string; heading: string; body: string; close: string }
> = {
  centre: {
    dialog: 'm-auto w-full max-w-2xl rounded-lg bg-white p-0 backdrop:bg-black/40',
    frame: 'flex max-h-[calc(100dvh-2rem)] flex-col',
    bar: 'flex items-center justify-between gap-4 border-b border-neutral-200 p-4',
    heading: 'text-xl',
    body: 'overflow-y-auto p-4',
    close: 'rounded border px-3 py-1',
  },
  // Slides in at the right, the screen's height.
  drawer: {
    dialog: 'm-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 backdrop:bg-black/40',
    frame: 'flex h-full flex-col',
    bar: 'flex items-center justify-between gap-4 border-b border-neutral-200 p-4',
    heading: 'text-xl',
    body: 'flex-1 overflow-y-auto p-4',
    close: 'rounded border px-3 py-1',
  },
  // The whole screen; the dialog itself scrolls.
  fullscreen: {
    dialog: 'm-0 h-dvh max-h-none w-screen max-w-none bg-white p-0',
    frame: 'mx-auto max-w-screen-xl p-4 md:p-8',
    bar: 'mb-6 flex items-center justify-between gap-4',
    heading: 'text-2xl md:text-3xl',
    body: '',
    close: 'rounded border px-3 py-1.5',
  },
}

type Naming =
  /**
   * The visible heading, drawn in a title bar with the close button: its text (`closeLook="text"`)
   * or name (a round × button) is `closeLabel`.
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
  closeLook = 'icon',
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
  closeLook?: 'icon' | 'text'
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
  const look = placements[placement]

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
      onClose={onClose}
      onKeyDown={(event) => {
        keepFocusInside(event)
        onKeyDown?.(event)
      }}
      className={className ?? look.dialog}
    >
      {!open ? null : naming.label !== undefined ? (
        children
      ) : (
        <div className={look.frame}>
          <div className={look.bar}>
            <h2 id={headingId} className={look.heading}>
              {naming.title}
            </h2>
            <button
              type="button"
              data-dialog-close
              aria-label={closeLook === 'icon' ? naming.closeLabel : undefined}
              className={
                closeLook === 'icon'
                  ? 'grid size-10 place-items-center rounded-full hover:bg-neutral-100'
                  : look.close
              }
              onClick={onClose}
            >
              {closeLook === 'icon' ? <CloseGlyph /> : naming.closeLabel}
            </button>
          </div>
          {look.body ? <div className={look.body}>{children}</div> : children}
          {footer ? <div className="border-t border-neutral-200 p-4">{footer}</div> : null}
        </div>
      )}
    </dialog>
  )
}
