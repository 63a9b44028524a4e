/**
 * The "×" of a remove or close button, drawn rather than typed: a typed "×" is text that the
 * button's accessible name ("Remove filter: Volvo") does not contain (axe label-content-name-mismatch).
 * No server-only imports, so client islands can use it.
 */
export function CloseGlyph({ className = 'size-3' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}
