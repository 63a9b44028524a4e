import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconMarkup } from './icon-markup'

const bootstrapIcon = (name: string) =>
  readFileSync(path.resolve('node_modules/bootstrap-icons/icons', `${name}.svg`), 'utf8')

describe('social icons', () => {
  // The networks' own marks, not lettered tiles ("f", "ig") a visitor would not recognise.
  it.each([
    ['facebook', 'facebook'],
    ['instagram', 'instagram'],
    ['linkedin', 'linkedin'],
    ['youtube', 'youtube'],
    ['x', 'twitter-x'],
    ['whatsapp', 'whatsapp'],
    ['tiktok', 'tiktok'],
  ])('%s is the Bootstrap Icons mark, in currentColor', (ours, theirs) => {
    const d = /<path d="([^"]+)"/.exec(bootstrapIcon(theirs))![1]
    expect(iconMarkup[ours]).toContain(`d="${d}"`)
    expect(iconMarkup[ours]).toContain('fill="currentColor"')
    expect(iconMarkup[ours]).not.toContain('<text')
  })
})
