import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/log/logger'
import { Icon } from './Icon'
import { iconMarkup } from './icon-markup'
import { spriteFile, spriteSvg } from './sprite'

describe('Icon', () => {
  it('inlines a known icon as decorative SVG', () => {
    const html = renderToStaticMarkup(<Icon name="menu" />)
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*><path d="M4 7h16/)
  })

  it("refers to the sprite for a network's mark, which holds its drawing", () => {
    const html = renderToStaticMarkup(<Icon name="instagram" title="Instagram" />)
    expect(html).toBe(
      `<svg viewBox="0 0 24 24" class="shrink-0 size-5" role="img" aria-label="Instagram" focusable="false"><use href="/api/icons/${spriteFile}#instagram"></use></svg>`,
    )
    expect(spriteSvg).toContain(`<symbol id="instagram" viewBox="0 0 24 24">${iconMarkup.instagram}</symbol>`)
    expect(spriteSvg).not.toContain('id="menu"')
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
