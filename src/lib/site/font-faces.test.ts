import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fallbackFace, fontFilePath, fontPackageVersion, siteFonts } from './font-faces'
import { fontsReadyAttribute } from './font-loading'
import { fallbackFamily, fallbackStack, fontPairNames, fontPairs, fontStack } from './font-pairs'

/** CSS without its white space: the rules are sent compact. */
const flat = (css: string) => css.replace(/\s+/g, '')

describe('a site’s web fonts', () => {
  it.each(fontPairNames)('%s: its two families, latin and latin-ext, from files that exist', (name) => {
    const { heading, body } = fontPairs[name]
    const { css } = siteFonts(name)
    const faces = css.match(/@font-face ?\{[^}]*\}/g)!.filter((face) => face.includes('url('))
    expect(faces).toHaveLength(4)
    expect(faces.map((face) => /font-family: ?'([^']+)'/.exec(face)![1])).toEqual([
      heading.family,
      heading.family,
      body.family,
      body.family,
    ])
    const urls = faces.map((face) => /url\(([^)]+)\)/.exec(face)![1])
    for (const url of urls) {
      const [, , , fontPackage, version, file] = url.split('/')
      const filePath = fontFilePath(fontPackage, version, file)
      expect(filePath, url).not.toBeNull()
      expect(fs.statSync(filePath!).size).toBeGreaterThan(1000)
    }
    expect(urls.map((url) => path.basename(url))).toEqual([
      `${heading.package}-latin-wght-normal.woff2`,
      `${heading.package}-latin-ext-wght-normal.woff2`,
      `${body.package}-latin-wght-normal.woff2`,
      `${body.package}-latin-ext-wght-normal.woff2`,
    ])
    // Shown only when at hand for the first paint: a late face never re-flows the page.
    expect(faces.every((face) => flat(face).includes('font-display:optional;'))).toBe(true)
  })

  it.each(fontPairNames)('%s: each family has a metric-matched fallback, named in its stack', (name) => {
    const { css } = siteFonts(name)
    for (const font of [fontPairs[name].heading, fontPairs[name].body]) {
      expect(flat(css)).toContain(flat(`font-family: '${fallbackFamily(font)}'`))
      expect(fontStack(font).startsWith(`'${font.family}', '${fallbackFamily(font)}', `)).toBe(true)
    }
  })

  it.each(fontPairNames)('%s: drawn in the fallbacks until the families are at hand', (name) => {
    const { heading, body } = fontPairs[name]
    const { css } = siteFonts(name)
    expect(flat(css)).toContain(
      flat(
        `:root { --site-font-heading: ${fallbackStack(heading)}; --site-font-body: ${fallbackStack(body)}; }`,
      ),
    )
    expect(flat(css)).toContain(
      flat(
        `:root[${fontsReadyAttribute}] { --site-font-heading: ${fontStack(heading)}; --site-font-body: ${fontStack(body)}; }`,
      ),
    )
    expect(fallbackStack(heading)).not.toContain(`'${heading.family}'`)
  })

  it('sizes the fallback like the family: Raleway in Arial, Playfair Display in Times New Roman', () => {
    const raleway = fallbackFace(fontPairs['raleway-source-sans'].heading)
    expect(raleway).toContain("src: local('Arial'), local('Arimo'), local('Liberation Sans');")
    // Raleway's letters are 3.9 % wider than Arial's; its ascent and descent scaled to match.
    expect(raleway).toContain('size-adjust: 103.86%; ascent-override: 90.51%;')
    expect(raleway).toContain('descent-override: 22.53%; line-gap-override: 0.00%;')
    const playfair = fallbackFace(fontPairs['playfair-lora'].heading)
    expect(playfair).toContain("src: local('Times New Roman'), local('Tinos'), local('Liberation Serif');")
    expect(playfair).toMatch(/size-adjust: 111\.\d\d%/)
  })

  it('serves no file a URL could reach outside the pairs’ subsets', () => {
    const version = fontPackageVersion('lora')!
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(fontFilePath('lora', version, 'lora-latin-wght-normal.woff2')).not.toBeNull()
    expect(fontFilePath('lora', '1.0.0', 'lora-latin-wght-normal.woff2')).toBeNull()
    expect(fontFilePath('lora', version, 'lora-cyrillic-wght-normal.woff2')).toBeNull()
    expect(fontFilePath('lora', version, '../package.json')).toBeNull()
    expect(fontFilePath('left-pad', version, 'left-pad-latin-wght-normal.woff2')).toBeNull()
    expect(fontPackageVersion('left-pad')).toBeNull()
  })
})
