/**
 * Font pairs a site can choose, from the self-hosted @fontsource variable packages. A page
 * declares only its site's two families (src/lib/site/font-faces.ts), each shown only when at hand
 * for the first paint, so no page carries the other pairs' rules and no text re-flows.
 */
export type FontFamily = {
  /** The family name in the package's @font-face rules. */
  family: string
  /** The package under @fontsource-variable/. */
  package: string
  /** What the system shows until the face has loaded. */
  generic: 'serif' | 'sans-serif'
}

const sans = (family: string, fontPackage: string): FontFamily => ({
  family,
  package: fontPackage,
  generic: 'sans-serif',
})
const serif = (family: string, fontPackage: string): FontFamily => ({
  family,
  package: fontPackage,
  generic: 'serif',
})

export const fontPairs = {
  'montserrat-inter': {
    heading: sans('Montserrat Variable', 'montserrat'),
    body: sans('Inter Variable', 'inter'),
  },
  'raleway-source-sans': {
    heading: sans('Raleway Variable', 'raleway'),
    body: sans('Source Sans 3 Variable', 'source-sans-3'),
  },
  'playfair-lora': {
    heading: serif('Playfair Display Variable', 'playfair-display'),
    body: serif('Lora Variable', 'lora'),
  },
  'manrope-roboto': { heading: sans('Manrope Variable', 'manrope'), body: sans('Roboto Variable', 'roboto') },
  'oswald-open-sans': {
    heading: sans('Oswald Variable', 'oswald'),
    body: sans('Open Sans Variable', 'open-sans'),
  },
  'merriweather-nunito': {
    heading: serif('Merriweather Variable', 'merriweather'),
    body: sans('Nunito Sans Variable', 'nunito-sans'),
  },
  'work-sans-noto': {
    heading: sans('Work Sans Variable', 'work-sans'),
    body: sans('Noto Sans Variable', 'noto-sans'),
  },
} as const satisfies Record<string, { heading: FontFamily; body: FontFamily }>

export type FontPairName = keyof typeof fontPairs
export const fontPairNames = Object.keys(fontPairs) as FontPairName[]

/** The packages a font route may serve from. */
export const fontPackages = new Set<string>(
  Object.values(fontPairs).flatMap((pair) => [pair.heading.package, pair.body.package]),
)

/** The family's metric-matched system face (src/lib/site/font-faces.ts). */
export const fallbackFamily = (font: FontFamily) => `${font.family} Fallback`

/**
 * A family's CSS font-family value: the family, its metric-matched fallback where the system has
 * Arial or Times New Roman (or their open twins), then the system faces of its kind.
 */
export function fontStack(font: FontFamily): string {
  return `'${font.family}', ${fallbackStack(font)}`
}

/** The stack without the family: what a first visit draws with (src/lib/site/font-loading.ts). */
export function fallbackStack(font: FontFamily): string {
  const system =
    font.generic === 'serif' ? 'ui-serif, Georgia, serif' : 'ui-sans-serif, system-ui, sans-serif'
  return `'${fallbackFamily(font)}', ${system}`
}
