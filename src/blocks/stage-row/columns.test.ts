import { describe, expect, it } from 'vitest'
import { stageRowColumns } from './columns'

describe('stageRowColumns', () => {
  it('is one column on phones whatever the settings', () => {
    expect(stageRowColumns(375, 6, true)).toBe(1)
    expect(stageRowColumns(767, 6, false)).toBe(1)
  })

  it('is three columns on medium screens', () => {
    expect(stageRowColumns(768, 6, true)).toBe(3)
    expect(stageRowColumns(1279, 6, true)).toBe(3)
  })

  it('is three on large screens unless four-column mode is on', () => {
    expect(stageRowColumns(1440, 6, false)).toBe(3)
    expect(stageRowColumns(1440, 6, true)).toBe(4)
    expect(stageRowColumns(1280, 3, true)).toBe(4)
    expect(stageRowColumns(1440, 2, true)).toBe(2)
  })
})
