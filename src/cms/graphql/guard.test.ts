import { describe, expect, it } from 'vitest'
import { staffQueryBudget } from './guard'

const answer = (data: string) => async () => Response.json({ data })

describe('staffQueryBudget', () => {
  it('answers 429 with Retry-After to a query while another runs, and runs the next one after it', async () => {
    const inTurn = staffQueryBudget(0.25, () => 0).run
    let finish: (response: Response) => void = () => {}
    const first = inTurn(() => new Promise<Response>((resolve) => (finish = resolve)))
    const second = await inTurn(answer('second'))
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toBe('1')
    expect(((await second.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(
      /busy with other GraphQL queries/,
    )
    finish(Response.json({ data: 'first' }))
    expect(await (await first).json()).toEqual({ data: 'first' })
    expect((await inTurn(answer('third'))).status).toBe(200)
  })

  it('pauses after each query three times as long as it took, so staff queries take a quarter of the time', async () => {
    let now = 0
    const budget = staffQueryBudget(0.25, () => now)
    const taking = (ms: number) => () => {
      now += ms
      return answer('done')()
    }
    expect((await budget.run(taking(60))).status).toBe(200)
    now = 239
    expect(budget.refusal()?.status).toBe(429)
    expect((await budget.run(taking(60))).status).toBe(429)
    now = 240
    expect(budget.refusal()).toBeNull()
    expect((await budget.run(taking(10))).status).toBe(200)
    now = 279
    expect((await budget.run(taking(10))).status).toBe(429)
    now = 280
    expect((await budget.run(taking(10))).status).toBe(200)
  })

  it('takes the next query after one that threw', async () => {
    const inTurn = staffQueryBudget(0.25, () => 0).run
    await expect(inTurn(() => Promise.reject(new Error('resolver failed')))).rejects.toThrow(
      'resolver failed',
    )
    expect((await inTurn(answer('next'))).status).toBe(200)
  })
})
