import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Page } from '@/cms/payload-types'
import { popupOpensOnArrival } from './arrival'
import { MarketingPopup } from './MarketingPopup.client'

const block = (display: 'inline' | 'popup') =>
  ({ blockType: 'marketingForm', display }) as NonNullable<Page['main']>[number]

describe('the marketing popup on arrival', () => {
  it('opens where the page has no inline marketing form, and stays closed where it has one', () => {
    expect(popupOpensOnArrival({ main: [block('popup')] })).toBe(true)
    expect(popupOpensOnArrival({ main: null })).toBe(true)
    expect(popupOpensOnArrival({ main: [block('inline'), block('popup')] })).toBe(false)
  })

  it('is a bar on a phone: title, close and a button that shows the form, the form hidden below 640 px', () => {
    const html = renderToStaticMarkup(
      <MarketingPopup title="Nyhetsbrev" openLabel="Prenumerera" closeLabel="Stäng" openOnArrival>
        <form data-form="" />
      </MarketingPopup>,
    )
    expect(html).toMatch(
      /<button type="button" data-popup-show-form="true" class="[^"]*sm:hidden[^"]*">Prenumerera</,
    )
    expect(html).toContain('<div class="max-sm:hidden"><form data-form=""></form></div>')
  })

  it('is closed, its open button showing, where it does not open on arrival', () => {
    const html = renderToStaticMarkup(
      <MarketingPopup title="Nyhetsbrev" openLabel="Prenumerera" closeLabel="Stäng" openOnArrival={false}>
        <form data-form="" />
      </MarketingPopup>,
    )
    expect(html).toContain('data-open="false"')
    expect(html).toContain('data-popup-open="true"')
    expect(html).not.toContain('<form')
  })
})
