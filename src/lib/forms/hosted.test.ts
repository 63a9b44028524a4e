import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '@/lib/security/headers'
import { chooseEmbed, hostedFormSources } from './hosted'

const marketing = { HUBSPOT_PORTAL_ID: ' 1234567 ' }
const builder = { JOTFORM_URL: 'https://eu.jotform.example/form/' }

describe('the hosted form services (adapters)', () => {
  it('show the CMS-built form unless the service is configured and the block names a hosted form', () => {
    expect(chooseEmbed('marketing', 'abc-123', {})).toEqual({ kind: 'cms' })
    expect(chooseEmbed('marketing', '', marketing)).toEqual({ kind: 'cms' })
    expect(chooseEmbed('marketing', null, marketing)).toEqual({ kind: 'cms' })
    expect(chooseEmbed('builder', '2401', {})).toEqual({ kind: 'cms' })
    // Each block uses its own service only.
    expect(chooseEmbed('builder', '2401', marketing)).toEqual({ kind: 'cms' })
    expect(chooseEmbed('marketing', 'abc-123', builder)).toEqual({ kind: 'cms' })
  })
  it('choose the hosted form when configured: the marketing service by portal, the builder by origin', () => {
    expect(chooseEmbed('marketing', ' abc-123 ', marketing)).toEqual({
      kind: 'hosted-marketing',
      portalId: '1234567',
      formId: 'abc-123',
    })
    expect(chooseEmbed('builder', '2401', builder)).toEqual({
      kind: 'hosted-builder',
      origin: 'https://eu.jotform.example',
      formId: '2401',
    })
  })
  it('ignore malformed settings and ids (no third-party request is built from them)', () => {
    expect(chooseEmbed('marketing', 'abc', { HUBSPOT_PORTAL_ID: '12ab' })).toEqual({ kind: 'cms' })
    expect(chooseEmbed('builder', '2401', { JOTFORM_URL: 'http://eu.jotform.example' })).toEqual({
      kind: 'cms',
    })
    expect(chooseEmbed('builder', '2401', { JOTFORM_URL: 'https://' })).toEqual({ kind: 'cms' })
    expect(chooseEmbed('marketing', '../x"y', marketing)).toEqual({ kind: 'cms' })
  })
})

describe('the CSP of the hosted form services', () => {
  const options = { adminOrigin: 'http://localhost:3000', development: false }
  const policy = (env: Record<string, string>) =>
    contentSecurityPolicy('abc', { ...options, hostedForms: hostedFormSources(env) })
  const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]+)`).exec(csp)![1]

  it('allows no form host by default', () => {
    expect(hostedFormSources({})).toEqual({ script: [], connect: [], frame: [] })
    expect(policy({})).toBe(contentSecurityPolicy('abc', options))
    expect(policy({})).not.toMatch(/hsforms|jotform/)
  })
  it("adds the marketing service's eu1 origins when a portal id is configured", () => {
    const csp = policy(marketing)
    expect(directive(csp, 'script-src')).toContain('https://js-eu1.hsforms.net')
    expect(directive(csp, 'script-src')).toContain("'nonce-abc'")
    expect(directive(csp, 'connect-src')).toContain('https://forms-eu1.hsforms.com')
    expect(directive(csp, 'frame-src')).toContain('https://forms-eu1.hsforms.com')
    expect(csp).not.toContain('jotform')
  })
  it("frames only the hosted form builder's origin when it is configured", () => {
    const csp = policy(builder)
    expect(directive(csp, 'frame-src')).toMatch(/ https:\/\/eu\.jotform\.example$/)
    expect(directive(csp, 'script-src')).not.toContain('jotform')
    expect(csp).not.toContain('hsforms')
  })
})
