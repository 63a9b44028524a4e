import { afterAll, describe, expect, it, beforeAll } from 'vitest'
import { carContactBody, withLeadsDatabase } from '@/services/leads/test-fixtures'
import { rest } from '@/test/rest'

// POST /api/users/forgot-password through Payload's REST route, with the local mail default (the
// Outbox collection), on the database under test (TEST_DB=sqlite|postgres).
const { payload } = withLeadsDatabase()
const editor = { email: 'editor@example.com', password: 'old-password-2026', role: 'groupAdmin' as const }

beforeAll(async () => {
  // The request limits on resets are tested in src/cms/hooks/auth-attempts.test.ts; here every
  // request comes from one client, so they are set out of reach.
  process.env.RATE_LIMIT_RESET_CLIENT = '1000/3600'
  process.env.RATE_LIMIT_RESET_ACCOUNT = '1000/3600'
  await payload().create({ collection: 'users', overrideAccess: true, data: editor })
})

afterAll(() => {
  delete process.env.RATE_LIMIT_RESET_CLIENT
  delete process.env.RATE_LIMIT_RESET_ACCOUNT
})

const forgot = (email: unknown) => rest('POST', '/api/users/forgot-password', { email })

async function settled() {
  const { passwordResetsSettled } = await import('./password-reset')
  await passwordResetsSettled()
}

async function mailsTo(email: string) {
  const found = await payload().find({
    collection: 'outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return found.docs
}

describe('POST /api/users/forgot-password', () => {
  it("mails a reset link to the account's address; the link's token sets a new password", async () => {
    expect(await forgot(' Editor@Example.com ')).toEqual({ status: 200, body: { message: 'Success' } })
    await settled()
    const [mail] = await mailsTo(editor.email)
    const link = mail.text.match(/http:\/\/localhost:\d+\/admin\/reset\/(\w+)/)
    expect(link, mail.text).not.toBeNull()
    const reset = await rest('POST', '/api/users/reset-password', {
      token: link![1],
      password: 'new-password-2026',
    })
    expect(reset.status).toBe(200)
    await expect(
      payload().login({ collection: 'users', data: { ...editor, password: 'new-password-2026' } }),
    ).resolves.toMatchObject({ user: { email: editor.email } })
    await expect(payload().login({ collection: 'users', data: editor })).rejects.toThrow()
  })

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const before = (await payload().count({ collection: 'outbox', overrideAccess: true })).totalDocs
    expect(await forgot('nobody@example.com')).toEqual({ status: 200, body: { message: 'Success' } })
    await settled()
    expect((await payload().count({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('sends one mail per account a minute, however often it is asked', async () => {
    const other = {
      email: 'other.editor@example.com',
      password: 'other-password-2026',
      role: 'groupAdmin' as const,
    }
    await payload().create({ collection: 'users', overrideAccess: true, data: other })
    const answers = await Promise.all(Array.from({ length: 5 }, () => forgot(other.email)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    await settled()
    expect(await mailsTo(other.email)).toHaveLength(1)
  })

  it("accepts the admin form's multipart body", async () => {
    const admin = {
      email: 'form.editor@example.com',
      password: 'form-password-2026',
      role: 'groupAdmin' as const,
    }
    await payload().create({ collection: 'users', overrideAccess: true, data: admin })
    const [{ REST_POST }, { default: config }] = await Promise.all([
      import('@payloadcms/next/routes'),
      import('@payload-config'),
    ])
    const body = new FormData()
    body.set('_payload', JSON.stringify({ email: admin.email }))
    const request = new Request('http://localhost/api/users/forgot-password', { method: 'POST', body })
    const response = await REST_POST(config)(request, {
      params: Promise.resolve({ slug: ['users', 'forgot-password'] }),
    })
    expect(response.status).toBe(200)
    await settled()
    expect(await mailsTo(admin.email)).toHaveLength(1)
  })

  it.each([
    ['no address', undefined],
    ['not an address', 'admin'],
    ['not a string', ['a@b.se']],
  ])('answers %s with 400', async (_case, email) => {
    expect((await forgot(email)).status).toBe(400)
  })

  it('holds no lock that fails the leads visitors send meanwhile', async () => {
    const { POST } = await import('@/app/api/forms/comhub/route')
    const submit = (index: number) =>
      POST(
        new Request('http://carstore-se.localhost/api/forms/comhub', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(carContactBody({ message: `lead ${index}` })),
        }),
      ).then((response) => response.status)
    const resets = Array.from({ length: 4 }, (_, index) =>
      payload().create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `busy${index}@example.com`, password: 'busy-password-2026', role: 'groupAdmin' },
      }),
    )
    await Promise.all(resets)
    const [forgotten, leads] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, (_, index) => forgot(`busy${index}@example.com`))),
      Promise.all(Array.from({ length: 16 }, (_, index) => submit(index))),
    ])
    await settled()
    expect(forgotten.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(leads).toEqual(Array(16).fill(202))
    for (let index = 0; index < 4; index++) expect(await mailsTo(`busy${index}@example.com`)).toHaveLength(1)
  })
})
