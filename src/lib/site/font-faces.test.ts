import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontFilePath, fontPackageVersion, siteFonts } from './font-faces'
import { fontPairNames, fontPairs } from './font-pairs'

describe('a site’s web fonts', () => {
  it.each(fontPairNames)('%s: its two families, latin and latin-ext, from files that exist', (name) => {
    const { heading, body } = fontPairs[name]
    const { css } = siteFonts(name)
    const faces = css.match(/@font-face \{[^}]*\}/g)!
    expect(faces).toHaveLength(4)
    expect(faces.map((face) => /font-family: '([^']+)'/.exec(face)![1])).toEqual([
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
    expect(faces.every((face) => face.includes('font-display: optional;'))).toBe(true)
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
