import fs from 'node:fs'
import path from 'node:path'
import { familyMetrics, systemFallbacks } from './font-metrics'
import {
  fallbackFamily,
  fallbackStack,
  fontPackages,
  fontPairs,
  fontStack,
  type FontFamily,
  type FontPairName,
} from './font-pairs'
import { fontsReadyAttribute } from './font-loading'

/**
 * The unicode subsets the group's languages need (Swedish, Norwegian, Finnish, Slovak, English).
 * A character outside them (a name in Cyrillic, say) shows in the system font.
 */
const subsets = ['latin', 'latin-ext'] as const

export const fontFileRoute = '/api/fonts'

const packageDirectory = (fontPackage: string) =>
  path.join(process.cwd(), 'node_modules', '@fontsource-variable', fontPackage)

const versions = new Map<string, string>()
/** The installed version of a font package: part of its files' URLs, so they may be cached for good. */
export function fontPackageVersion(fontPackage: string): string | null {
  if (!fontPackages.has(fontPackage)) return null
  let version = versions.get(fontPackage)
  if (!version) {
    const manifest = fs.readFileSync(path.join(packageDirectory(fontPackage), 'package.json'), 'utf8')
    version = (JSON.parse(manifest) as { version: string }).version
    versions.set(fontPackage, version)
  }
  return version
}

/** The file of a font package a URL names, or null when it names none we serve. */
export function fontFilePath(fontPackage: string, version: string, file: string): string | null {
  if (fontPackageVersion(fontPackage) !== version) return null
  if (!subsets.some((subset) => file === `${fontPackage}-${subset}-wght-normal.woff2`)) return null
  return path.join(packageDirectory(fontPackage), 'files', file)
}

const fileUrl = (font: FontFamily, subset: (typeof subsets)[number]) =>
  `${fontFileRoute}/${font.package}/${fontPackageVersion(font.package)}/${font.package}-${subset}-wght-normal.woff2`

/**
 * The package's own @font-face rules for our subsets, pointing at the font route, shown only if
 * they are at hand when the text is first drawn (`font-display: optional`): a face that arrives
 * later waits for the next page rather than re-flow this one. None is preloaded, and a first visit
 * asks for none before the page has loaded (src/lib/site/font-loading.ts), so fonts never hold
 * up the page's largest image (measured: preloading both faces cost the UK home 0.9 s of LCP;
 * swapping without it, a layout shift of 0.09).
 */
function familyFaces(font: FontFamily): string {
  const css = fs.readFileSync(path.join(packageDirectory(font.package), 'wght.css'), 'utf8')
  return subsets
    .map((subset) => {
      const marker = `/* ${font.package}-${subset}-wght-normal */`
      const start = css.indexOf(marker)
      if (start < 0) throw new Error(`${font.package} has no ${subset} face`)
      const rule = css.slice(css.indexOf('@font-face', start), css.indexOf('}', start) + 1)
      return rule
        .replace(/url\(\.\/files\/[^)]+\)/, `url(${fileUrl(font, subset)})`)
        .replace(/font-display: \w+;/, 'font-display: optional;')
    })
    .join('\n')
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/**
 * A system face sized and spaced like the family (`size-adjust` and the vertical overrides, as
 * next/font computes them): what a first visit shows while the family is not at hand, so the
 * text takes about the room it will take in the family's own face.
 */
export function fallbackFace(font: FontFamily): string {
  const own = familyMetrics[font.package]
  if (!own) throw new Error(`no metrics for ${font.package}`)
  const system = systemFallbacks[font.generic]
  const sizeAdjust = own.xWidthAvg / own.unitsPerEm / (system.metrics.xWidthAvg / system.metrics.unitsPerEm)
  const scaled = (value: number) => percent(Math.abs(value) / (own.unitsPerEm * sizeAdjust))
  return [
    `@font-face { font-family: '${fallbackFamily(font)}';`,
    `src: ${system.local.map((name) => `local('${name}')`).join(', ')};`,
    `size-adjust: ${percent(sizeAdjust)}; ascent-override: ${scaled(own.ascent)};`,
    `descent-override: ${scaled(own.descent)}; line-gap-override: ${scaled(own.lineGap)}; }`,
  ].join(' ')
}

export type SiteFonts = {
  /**
   * The @font-face rules of the pair's two families and their fallbacks, and the stacks the page
   * draws with: the fallbacks until the families are at hand (the `data-fonts` attribute).
   */
  css: string
}

const stacks = (heading: string, body: string) =>
  `{ --site-font-heading: ${heading}; --site-font-body: ${body}; }`

const built = new Map<FontPairName, SiteFonts>()
export function siteFonts(pairName: FontPairName): SiteFonts {
  let fonts = built.get(pairName)
  if (!fonts) {
    const pair = fontPairs[pairName]
    fonts = {
      css: [
        ...[pair.heading, pair.body].map((font) => `${familyFaces(font)}\n${fallbackFace(font)}`),
        `:root ${stacks(fallbackStack(pair.heading), fallbackStack(pair.body))}`,
        `:root[${fontsReadyAttribute}] ${stacks(fontStack(pair.heading), fontStack(pair.body))}`,
      ]
        .join('\n')
        .replace(/\s+/g, ' ')
        // Written compact: every page carries the rules twice, in its HTML and its RSC payload.
        .replace(/ ?([{};,]) ?/g, '$1')
        .replace(/([\w-]+): /g, '$1:')
        .replace(/font-style:normal;/g, ''),
    }
    built.set(pairName, fonts)
  }
  return fonts
}
