import { createHash } from 'node:crypto'
import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'
import { publishedDefaultSecret } from '../src/cms/payload-secret.mjs'
import { adminApi, adminToken, findPageId } from './support/admin'
import { adminUrl, requestSite } from './support/browser'
import { smoke } from './support/tags'

// CMS sessions and the editing mode they carry, against the production server (decisions: Sessions
// and drafts).

/** What a browser on the admin's origin sends; Payload reads the session cookie only from such requests. */
const sameOrigin = { 'sec-fetch-site': 'same-origin' }

async function loginAs(email: string, password: string): Promise<string> {
  const response = await fetch(adminUrl('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

describe('CMS sessions', smoke, () => {
  it('refuse a token signed with the secret this project once published as its default', async () => {
    const token = await adminToken()
    expect((await adminApi<{ user: unknown }>(token, '/api/users/me')).body.user).not.toBeNull()
    // Everything but the signature is read from a real token, as an attacker would.
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    const { token: forged } = await jwtSign({
      fieldsToSign: { id: claims.id, collection: claims.collection, email: claims.email, sid: claims.sid },
      secret: createHash('sha256').update(publishedDefaultSecret).digest('hex').slice(0, 32),
      tokenExpiration: 10 * 365 * 24 * 3600,
    })
    expect((await adminApi<{ user: unknown }>(forged, '/api/users/me')).body.user).toBeNull()
    expect((await adminApi(forged, '/api/users')).status).toBe(403)
  })
})

describe('editing mode', smoke, () => {
  const editor = { email: 'draft.editor@example.com', password: 'draft-editor-2026', role: 'groupAdmin' }
  const draftTitle = 'Utkast som ingen annan ser'

  /** A page with a draft title and its first block removed in the draft only. */
  async function draftPage(): Promise<{ id: number; removedBlock: string }> {
    const token = await adminToken()
    const id = await findPageId(token, 'automotive-no', '/', 'nb')
    const page = await adminApi<{ main: Array<{ id: string }> }>(token, `/api/pages/${id}?locale=nb&depth=0`)
    const [removed, ...rest] = page.body.main
    const saved = await adminApi(token, `/api/pages/${id}?draft=true&locale=nb`, {
      method: 'PATCH',
      body: JSON.stringify({ title: draftTitle, main: rest }),
    })
    expect(saved.status).toBe(200)
    return { id, removedBlock: removed.id }
  }

  /** An editor of their own (logging the shared admin in again would race other files on its sessions). */
  async function editorSession(pageId: number): Promise<{ session: string; draftCookie: string }> {
    await adminApi(await adminToken(), '/api/users', { method: 'POST', body: JSON.stringify(editor) })
    const session = await loginAs(editor.email, editor.password)
    const preview = await fetch(adminUrl(`/next/preview?page=${pageId}&locale=nb`), {
      redirect: 'manual',
      headers: { cookie: `payload-token=${session}`, ...sameOrigin },
    })
    expect(preview.status).toBe(307)
    const draftCookie = preview.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('__prerender_bypass='))
    expect(draftCookie).toBeDefined()
    return { session, draftCookie: draftCookie!.split(';')[0] }
  }

  const home = (cookie: string) => requestSite('automotive-no', '/', { headers: { cookie, ...sameOrigin } })
  const block = (pageId: number, blockId: string, cookie: string) =>
    requestSite('automotive-no', `/feaas-render?page=${pageId}&block=${blockId}&locale=nb`, {
      headers: { cookie, ...sameOrigin },
    })

  it('shows drafts only while the editor who opened it is logged in', async () => {
    const { id, removedBlock } = await draftPage()
    const { session, draftCookie } = await editorSession(id)
    const withSession = `${draftCookie}; payload-token=${session}`

    // The live editor sees the draft, on the page and in the component preview.
    expect((await home(withSession)).body).toContain(`<title>${draftTitle}`)
    expect((await block(id, removedBlock, withSession)).status).toBe(404)

    // The draft cookie alone, however it was obtained, shows what visitors see.
    const cookieOnly = await home(draftCookie)
    expect(cookieOnly.status).toBe(200)
    expect(cookieOnly.body).not.toContain(draftTitle)
    expect((await block(id, removedBlock, draftCookie)).status).toBe(200)

    // After logout the same cookies no longer show drafts.
    const logout = await fetch(adminUrl('/api/users/logout'), {
      method: 'POST',
      headers: { authorization: `JWT ${session}` },
    })
    expect(logout.status).toBe(200)
    const afterLogout = await home(withSession)
    expect(afterLogout.status).toBe(200)
    expect(afterLogout.body).not.toContain(draftTitle)
    expect((await block(id, removedBlock, withSession)).status).toBe(200)
  })
})
