import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ModalDialog } from './ModalDialog.client'

const close = () => undefined

describe('ModalDialog', () => {
  it('renders its content only while open', () => {
    const html = renderToStaticMarkup(
      <ModalDialog name="kit" open={false} onClose={close} title="Dragkrok" closeLabel="Stäng">
        <p data-body>Innehåll</p>
      </ModalDialog>,
    )
    expect(html).toContain('data-dialog="kit"')
    expect(html).not.toContain('data-body')
    expect(html).not.toContain('Dragkrok')
  })

  it('is named by its heading, with a round close button named by closeLabel', () => {
    const html = renderToStaticMarkup(
      <ModalDialog name="kit" open onClose={close} title="Dragkrok" closeLabel="Stäng" closeIcon={<svg />}>
        <p data-body>Innehåll</p>
      </ModalDialog>,
    )
    expect(html).toContain('aria-labelledby="kit-dialog-heading"')
    expect(html).toMatch(/<h2 id="kit-dialog-heading"[^>]*>Dragkrok<\/h2>/)
    expect(html).toMatch(/<button[^>]*data-dialog-close="true"[^>]*aria-label="Stäng"/)
    expect(html).toContain('data-body')
  })

  it('a drawer carries its hooks, a text close button and its foot below the body', () => {
    const html = renderToStaticMarkup(
      <ModalDialog
        name="filters"
        placement="drawer"
        attributes={{ 'data-filter-panel': 'drawer' }}
        open
        onClose={close}
        title="Filter"
        closeLabel="Stäng"
        footer={<button data-drawer-submit>Visa 12 bilar</button>}
      >
        <p data-body>Innehåll</p>
      </ModalDialog>,
    )
    expect(html).toContain('data-filter-panel="drawer"')
    expect(html).toMatch(/<button[^>]*data-dialog-close="true"[^>]*>Stäng<\/button>/)
    expect(html.indexOf('data-body')).toBeLessThan(html.indexOf('data-drawer-submit'))
  })

  it('with a label instead of a heading, the content fills it and draws its own controls', () => {
    const html = renderToStaticMarkup(
      <ModalDialog name="lightbox" placement="fullscreen" label="Bildvisning" open onClose={close}>
        <div data-lightbox />
      </ModalDialog>,
    )
    expect(html).toContain('aria-label="Bildvisning"')
    expect(html).not.toContain('aria-labelledby')
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('data-dialog-close')
    expect(html).toMatch(/<dialog[^>]*><div data-lightbox="true"><\/div><\/dialog>/)
  })
})
