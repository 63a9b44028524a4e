import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoSites } from '../sites'
import { contrastRatio } from '@/lib/color/contrast'
import { logoTextColor, siteChrome, wordmarkPng } from './chrome'

/** The rightmost column of the image with a visible pixel. */
async function inkRight(png: Buffer): Promise<{ right: number; width: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let right = -1
  for (let y = 0; y < info.height; y++)
    for (let x = info.width - 1; x > right; x--)
      if (data[(y * info.width + x) * info.channels + 3] > 0) right = x
  return { right, width: info.width }
}

describe('generated wordmarks', () => {
  // A wordmark cut mid-word ("Automotive Sv", "Carstore Su", "Porsch") reads as broken.
  it.each([
    ...demoSites.map((site) => [site.displayName, 300, 110] as const),
    ['Porsche', 280, 96] as const,
    ['Mercedes-Benz', 280, 96] as const,
  ])('"%s" fits its %i × %i canvas with room to spare', async (name, width, height) => {
    const { right } = await inkRight(await wordmarkPng(name, '#123456', width, height))
    expect(right).toBeGreaterThan(width / 2)
    expect(right).toBeLessThan(width - 3)
  })
})

describe('site logos on their headers', () => {
  // A logo must stand out from its header: group NO's dark green name on near-black did not.
  it.each(demoSites.map((site) => site.name))('%s: the name reads on its header (4.5:1)', (name) => {
    const site = demoSites.find((candidate) => candidate.name === name)!
    const options = siteChrome[name]
    const header = options.dark ? '#0a0a0a' : '#ffffff'
    expect(contrastRatio(logoTextColor(options) ?? site.color, header)).toBeGreaterThanOrEqual(4.5)
  })
})
