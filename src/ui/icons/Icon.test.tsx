import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/log/logger'
import { Icon } from './Icon'

describe('Icon', () => {
  it('inlines a known icon as decorative SVG', () => {
    const html = renderToStaticMarkup(<Icon name="menu" />)
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*><path d="M4 7h16/)
  })

  it('draws nothing for an unknown icon and logs it', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toBe('')
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'ICON_MISSING', icon: 'no-such-icon' }),
      expect.any(String),
    )
  })
})
