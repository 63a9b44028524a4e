/**
 * Font pairs a site can choose. The @font-face rules come from the self-hosted @fontsource
 * packages imported in src/app/(site)/fonts.css; browsers download only the faces a page uses.
 */
export const fontPairs = {
  'montserrat-inter': { heading: "'Montserrat Variable'", body: "'Inter Variable'" },
  'raleway-source-sans': { heading: "'Raleway Variable'", body: "'Source Sans 3 Variable'" },
  'playfair-lora': { heading: "'Playfair Display Variable'", body: "'Lora Variable'" },
  'manrope-roboto': { heading: "'Manrope Variable'", body: "'Roboto Variable'" },
  'oswald-open-sans': { heading: "'Oswald Variable'", body: "'Open Sans Variable'" },
  'merriweather-nunito': { heading: "'Merriweather Variable'", body: "'Nunito Sans Variable'" },
  'work-sans-noto': { heading: "'Work Sans Variable'", body: "'Noto Sans Variable'" },
} as const

export type FontPairName = keyof typeof fontPairs
export const fontPairNames = Object.keys(fontPairs) as FontPairName[]
