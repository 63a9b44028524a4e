import { describe, expect, it } from 'vitest'
import { demoRedirectExpectations } from '../src/seed/redirects/rules.expectations'
import { adminApi, adminToken } from './support/admin'
import { requestSite } from './support/browser'
import { smoke } from './support/tags'

// Every seeded rule, replayed over HTTP against the production server: 308 and the exact
// Location, and the requests that must not redirect.
describe('seeded redirect tables', smoke, () => {
  it.each(demoRedirectExpectations.map((row) => ({ ...row, name: `${row.host ?? row.site} ${row.path}` })))(
    '$name',
    async (row) => {
      const response = await requestSite(row.host ?? row.site, row.path)
      if (row.expect.status === 'no-redirect') {
        // No rule answers it. A page may still send the visitor on (an unknown dealer below the
        // facility list → the list, a 302); the rules' answers are 308.
        expect(response.status).not.toBe(308)
        if (response.status !== 302) expect(response.headers.location).toBeUndefined()
      } else {
        expect(response.status).toBe(308)
        expect(response.headers.location).toBe(row.expect.location)
      }
    },
  )
})

describe('editing redirect rules', smoke, () => {
  it('takes effect without a restart, refuses loops and chains, and warns about duplicates', async () => {
    const token = await adminToken()
    const sites = await adminApi<{ docs: Array<{ id: number }> }>(
      token,
      '/api/sites?where[name][equals]=carstore-sk',
    )
    const site = sites.body.docs[0].id
    expect((await requestSite('carstore-sk', '/stara-stranka')).status).toBe(404)

    const created = await adminApi<{ doc: { id: number } }>(token, '/api/redirects', {
      method: 'POST',
      body: JSON.stringify({ site, source: '/stara-stranka', destination: '/o-carstore' }),
    })
    expect(created.status).toBe(201)
    const after = await requestSite('carstore-sk', '/stara-stranka?x=1')
    expect(after.status).toBe(308)
    expect(after.headers.location).toBe('/o-carstore?x=1')

    const loop = await adminApi<{
      errors: Array<{ message: string; data?: { errors: Array<{ message: string }> } }>
    }>(token, '/api/redirects', {
      method: 'POST',
      body: JSON.stringify({ site, source: '/a/:slug', destination: '/a/:slug' }),
    })
    expect(loop.status).toBe(400)
    expect(JSON.stringify(loop.body)).toMatch(/loop|itself/i)

    // A rule into another rule's source would send visitors on twice: refused, naming the way.
    const chained = await adminApi(token, '/api/redirects', {
      method: 'POST',
      body: JSON.stringify({ site, source: '/gammal-kampanj', destination: '/stara-stranka' }),
    })
    expect(chained.status).toBe(400)
    expect(JSON.stringify(chained.body)).toContain('Point this rule at \\"/o-carstore\\" directly')

    const duplicate = await adminApi<{ doc: { conflictWarning: string } }>(token, '/api/redirects', {
      method: 'POST',
      body: JSON.stringify({ site, source: '/stara-stranka', destination: '/kontakty' }),
    })
    expect(duplicate.status).toBe(201)
    expect(duplicate.body.doc.conflictWarning).toContain('/o-carstore')
    // The first rule in the editor's order still wins.
    expect((await requestSite('carstore-sk', '/stara-stranka')).headers.location).toBe('/o-carstore')
  })
})
