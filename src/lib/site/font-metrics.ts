/**
 * Vertical and average-width metrics of the pairs' families and of the two system faces they
 * fall back to, in font units, as @capsizecss/metrics 4.3.0 lists them (read from the fonts'
 * own tables; the variable packages share their static families' metrics). That package is
 * 169 MB for every Google font, so the sixteen rows this needs are copied here.
 */
export type FontMetrics = {
  ascent: number
  /** Negative: below the baseline. */
  descent: number
  lineGap: number
  unitsPerEm: number
  /** Average advance width of lowercase letters, weighted by their frequency in English text. */
  xWidthAvg: number
}

const m = (ascent: number, descent: number, lineGap: number, unitsPerEm: number, xWidthAvg: number) => ({
  ascent,
  descent,
  lineGap,
  unitsPerEm,
  xWidthAvg,
})

/** By @fontsource-variable package name. */
export const familyMetrics: Record<string, FontMetrics> = {
  montserrat: m(968, -251, 0, 1000, 503),
  inter: m(1984, -494, 0, 2048, 978),
  raleway: m(940, -234, 0, 1000, 463),
  'source-sans-3': m(1024, -400, 0, 1000, 418),
  'playfair-display': m(1082, -251, 0, 1000, 452),
  lora: m(1006, -274, 0, 1000, 468),
  manrope: m(2132, -600, 0, 2000, 920),
  roboto: m(1900, -500, 0, 2048, 911),
  oswald: m(1193, -289, 0, 1000, 363),
  'open-sans': m(2189, -600, 0, 2048, 960),
  merriweather: m(1968, -546, 0, 2000, 970),
  'nunito-sans': m(1011, -353, 0, 1000, 452),
  'work-sans': m(930, -243, 0, 1000, 499),
  'noto-sans': m(1069, -293, 0, 1000, 474),
}

/**
 * The system faces a family's metric-matched fallback is drawn in: Arial or Times New Roman, or
 * their metric-compatible open twins (Arimo/Liberation Sans, Tinos/Liberation Serif) on Linux.
 */
export const systemFallbacks = {
  'sans-serif': { local: ['Arial', 'Arimo', 'Liberation Sans'], metrics: m(1854, -434, 67, 2048, 913) },
  serif: { local: ['Times New Roman', 'Tinos', 'Liberation Serif'], metrics: m(1825, -443, 87, 2048, 832) },
} as const
