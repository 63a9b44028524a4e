import type { FlagName } from './types'

/** Small flag icons (spec 02 §9: no, se, sk, eu, fi, auction), drawn inline so cards stay light. */
const flags: Record<FlagName, React.ReactNode> = {
  se: (
    <>
      <rect width="24" height="16" fill="#006aa7" />
      <path d="M7 0h3v16H7zM0 6.5h24v3H0z" fill="#fecc00" />
    </>
  ),
  no: (
    <>
      <rect width="24" height="16" fill="#ba0c2f" />
      <path d="M6 0h4v16H6zM0 6h24v4H0z" fill="#fff" />
      <path d="M7 0h2v16H7zM0 7h24v2H0z" fill="#00205b" />
    </>
  ),
  fi: (
    <>
      <rect width="24" height="16" fill="#fff" />
      <path d="M6.5 0h3.5v16H6.5zM0 6.2h24v3.6H0z" fill="#002f6c" />
    </>
  ),
  sk: (
    <>
      <rect width="24" height="16" fill="#ee1c25" />
      <rect width="24" height="10.7" fill="#0b4ea2" />
      <rect width="24" height="5.3" fill="#fff" />
    </>
  ),
  eu: (
    <>
      <rect width="24" height="16" fill="#003399" />
      <circle cx="12" cy="8" r="4.5" fill="none" stroke="#fc0" strokeWidth="1.2" strokeDasharray="1.2 1.15" />
    </>
  ),
  auction: (
    <>
      <rect width="24" height="16" rx="2" fill="#404040" />
      <path d="M6 12h8M9 9l5-5M11 3l4 4M8 6l4 4" stroke="#fff" strokeWidth="1.4" fill="none" />
    </>
  ),
}

const symbolId = (name: FlagName) => `flag-${name}`

/**
 * A flag icon. With `shared`, it points at the page's one `FlagSymbol` of that name instead of
 * drawing itself: a list of 48 cards then sends the drawing once.
 */
export function Flag({ name, label, shared = false }: { name: FlagName; label: string; shared?: boolean }) {
  // A shared flag is sized by its card's styles (VehicleCard.module.css), the symbol by its own
  // viewBox: 48 cards' worth of attributes fewer.
  return shared ? (
    <svg role="img" aria-label={label} data-flag={name}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  ) : (
    <svg viewBox="0 0 24 16" width="24" height="16" role="img" aria-label={label} data-flag={name}>
      {flags[name]}
    </svg>
  )
}

/** The drawing every shared `Flag` of this name shows, defined once on the page. */
export function FlagSymbol({ name }: { name: FlagName }) {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      <symbol id={symbolId(name)} viewBox="0 0 24 16">
        {flags[name]}
      </symbol>
    </svg>
  )
}
