import { describe, expect, it } from 'vitest'
import { safeHref } from './safe-href'

describe('safeHref', () => {
  it.each([
    ['/kop-bil?car_brand=bmw', '/kop-bil?car_brand=bmw'],
    ['#main', '#main'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+4612345', 'tel:+4612345'],
    ['kontakt', 'kontakt'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.example',
    '',
    null,
  ])('drops %s', (input) => {
    expect(safeHref(input)).toBeUndefined()
  })
})
