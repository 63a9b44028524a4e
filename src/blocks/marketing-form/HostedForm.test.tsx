import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { HostedForm } from './HostedForm'

vi.mock('next/headers', () => ({ headers: async () => new Headers() }))

describe('a hosted form', () => {
  it("loads the marketing service's eu1 script with the nonce and marks its target by portal and form", () => {
    const html = renderToStaticMarkup(
      <HostedForm
        choice={{ kind: 'hosted-marketing', portalId: '1234567', formId: 'abc-123' }}
        title=""
        nonce="n1"
      />,
    )
    expect(html).toContain('src="https://js-eu1.hsforms.net/forms/embed/1234567.js"')
    expect(html).toContain('nonce="n1"')
    expect(html).toMatch(
      /class="hs-form-frame" data-region="eu1" data-form-id="abc-123" data-portal-id="1234567"/,
    )
  })
  it("frames the hosted form builder's form by id, named for screen readers", () => {
    const html = renderToStaticMarkup(
      <HostedForm
        choice={{ kind: 'hosted-builder', origin: 'https://eu.jotform.example', formId: '2401' }}
        title="Tyck till"
      />,
    )
    expect(html).toMatch(/<iframe [^>]*title="Tyck till" src="https:\/\/eu\.jotform\.example\/2401"/)
  })
})
