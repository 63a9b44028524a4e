import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blurPlaceholder } from './blur-placeholder'

describe('blurPlaceholder', () => {
  it('returns a small webp data URL for an image in the media folder', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'blur-'))
    const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0b3d91' } })
      .jpeg()
      .toBuffer()
    fs.writeFileSync(path.join(directory, 'hero.jpg'), image)
    process.env.MEDIA_DIR = directory
    const placeholder = await blurPlaceholder('hero.jpg')
    expect(placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(placeholder!.length).toBeLessThan(400)
  })

  it('gives undefined (and does not throw) when the file is missing or not an image', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'blur-'))
    fs.writeFileSync(path.join(directory, 'broken.jpg'), 'not an image')
    process.env.MEDIA_DIR = directory
    await expect(blurPlaceholder('missing.jpg')).resolves.toBeUndefined()
    await expect(blurPlaceholder('broken.jpg')).resolves.toBeUndefined()
  })
})
