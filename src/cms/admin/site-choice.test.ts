import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { chosenSite, chosenSiteDefault, siteInCookie, siteListFilter } from './site-choice'

const admin = { role: 'groupAdmin', sites: [], dealers: [] }
const editor = { role: 'siteEditor', sites: [3, 5], dealers: [] }
const request = (user: unknown, cookie?: string) =>
  ({ user, headers: new Headers(cookie ? { cookie } : {}) }) as unknown as PayloadRequest
const filterOf = (field: string, req: PayloadRequest, sharedToo = false) =>
  siteListFilter(field, { sharedToo })({ req, limit: 10, page: 1, sort: 'id' })

describe('the site chosen in the admin', () => {
  it('is read from its cookie among others, and nothing else passes for it', () => {
    expect(siteInCookie('a=1; vrp-admin-site=12; b=2')).toBe(12)
    expect(siteInCookie('vrp-admin-site=12x')).toBeNull()
    expect(siteInCookie('other-vrp-admin-site=4')).toBeNull()
    expect(siteInCookie(undefined)).toBeNull()
  })

  it('counts for an editor only when it is one of their sites; a group admin may choose any', () => {
    expect(chosenSite(editor as never, 'vrp-admin-site=5')).toBe(5)
    expect(chosenSite(editor as never, 'vrp-admin-site=7')).toBeNull()
    expect(chosenSite(admin as never, 'vrp-admin-site=7')).toBe(7)
    expect(chosenSite({ role: 'dealerStaff', sites: [5] } as never, 'vrp-admin-site=5')).toBeNull()
  })

  it('narrows the lists to that site; without one, an editor’s lists to their sites and an admin’s not at all', () => {
    expect(filterOf('site', request(admin, 'vrp-admin-site=7'))).toEqual({ site: { in: [7] } })
    expect(filterOf('site', request(admin))).toBeNull()
    expect(filterOf('site', request(editor))).toEqual({ site: { in: [3, 5] } })
    // A site that is not theirs is ignored, not obeyed.
    expect(filterOf('site', request(editor, 'vrp-admin-site=7'))).toEqual({ site: { in: [3, 5] } })
    expect(filterOf('site', request(editor, 'vrp-admin-site=3'), true)).toEqual({
      or: [{ site: { in: [3] } }, { site: { exists: false } }],
    })
  })

  it('is the site of a new document; an editor of one site gets theirs', () => {
    expect(chosenSiteDefault({ req: request(admin, 'vrp-admin-site=7') })).toBe(7)
    expect(chosenSiteDefault({ req: request(admin) })).toBeUndefined()
    expect(chosenSiteDefault({ req: request(editor) })).toBeUndefined()
    expect(chosenSiteDefault({ req: request({ ...editor, sites: [3] }) })).toBe(3)
  })
})
