import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SearchForm } from './SearchForm.client'

const labels = { input: 'Sök bil', submit: 'Sök', clear: 'Rensa' }
const render = (value: string, options: { clearable?: boolean; disableWhenEmpty?: boolean } = {}) =>
  renderToStaticMarkup(
    <SearchForm
      value={value}
      onValueChange={() => undefined}
      onSearch={() => undefined}
      labels={labels}
      look="toolbar"
      inputId="q"
      data-test-form
      {...options}
    />,
  )

describe('SearchForm', () => {
  it('is a search landmark with a labelled keyphrase input, its markers and a named submit', () => {
    const html = render('volvo')
    expect(html).toMatch(/^<form data-test-form="true" role="search"/)
    expect(html).toContain('<label for="q" class="sr-only">Sök bil</label>')
    const input = html.match(/<input [^>]*>/)?.[0]
    expect(input).toMatch(/^<input id="q" type="search" maxLength="500" placeholder="Sök bil"/)
    expect(input).toContain('name="keyphrase" value="volvo"')
    expect(html).toMatch(/<button type="submit"[^>]*>Sök<\/button>/)
  })

  it('offers the clear button only when asked and only while there is text', () => {
    expect(render('volvo', { clearable: true })).toContain('aria-label="Rensa"')
    expect(render('   ', { clearable: true })).not.toContain('aria-label="Rensa"')
    expect(render('volvo')).not.toContain('aria-label="Rensa"')
  })

  it('disables the submit while the text is blank when asked', () => {
    expect(render(' ', { disableWhenEmpty: true })).toMatch(/<button type="submit" disabled=""/)
    expect(render('kombi', { disableWhenEmpty: true })).not.toContain('disabled')
    expect(render('', {})).not.toContain('disabled')
  })
})
