import { describe, expect, it } from 'vitest'
import { checkHealth } from './check'

const payloadWith = (run: () => Promise<unknown>) => ({ db: { name: 'sqlite', drizzle: { run } } }) as never

describe('checkHealth', () => {
  it('is ok when the database answers', async () => {
    expect(await checkHealth(payloadWith(async () => ({})))).toEqual({
      status: 'ok',
      database: { dialect: 'sqlite', ok: true },
    })
  })

  it('is unavailable, with the reason, when the database does not answer', async () => {
    const health = await checkHealth(
      payloadWith(async () => {
        throw new Error('SQLITE_CANTOPEN')
      }),
    )
    expect(health).toMatchObject({ status: 'unavailable', database: { ok: false, error: 'SQLITE_CANTOPEN' } })
  })
})
