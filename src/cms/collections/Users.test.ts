import { afterEach, describe, expect, it, vi } from 'vitest'

async function sessionCookie(serverUrl: string) {
  vi.stubEnv('SERVER_URL', serverUrl)
  vi.resetModules()
  const { Users } = await import('./Users')
  return typeof Users.auth === 'object' ? Users.auth.cookies : undefined
}

describe('the payload-token cookie', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is Secure when the admin is served over TLS', async () => {
    expect((await sessionCookie('https://cms.example.com'))?.secure).toBe(true)
  })

  it('is not Secure on plain HTTP (local demo), where a browser would drop it', async () => {
    expect((await sessionCookie('http://localhost:3000'))?.secure).toBe(false)
  })
})
