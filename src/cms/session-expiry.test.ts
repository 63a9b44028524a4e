import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

// A CMS session ends when its expiresAt says, whatever the token's own expiry (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>
const editor = {
  email: 'session.editor@example.com',
  password: 'session-password-2026',
  role: 'groupAdmin' as const,
}

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  await payload.create({ collection: 'users', overrideAccess: true, data: editor })
})
afterAll(async () => {
  await cleanup?.()
})

const userOf = async (token: string) =>
  (await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })).user

describe('CMS sessions', () => {
  it('are refused once their expiresAt has passed, though the token has hours left', async () => {
    const { token, user } = await payload.login({ collection: 'users', data: editor })
    expect(await userOf(token!)).toMatchObject({ email: editor.email })
    const id = user!.id
    const stored = await payload.db.findOne<{
      id: number
      sessions: Array<{ id: string; createdAt: string }>
    }>({
      collection: 'users',
      where: { id: { equals: id } },
    })
    const expired = stored!.sessions.map((session) => ({
      ...session,
      expiresAt: new Date(Date.now() - 1_000),
    }))
    await payload.db.updateOne({ collection: 'users', id, data: { sessions: expired } })
    expect(await userOf(token!)).toBeNull()
  })
})
