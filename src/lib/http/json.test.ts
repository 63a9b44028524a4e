import { describe, expect, it } from 'vitest'
import { jsonNestingDepth, maxJsonDepth, readJsonBody } from './json'

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

describe('jsonNestingDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0)
    expect(jsonNestingDepth('{"a":[1,{"b":2}],"c":{}}')).toBe(3)
    expect(jsonNestingDepth('{"a":"[[[{{{\\"]]]"}')).toBe(1)
    expect(jsonNestingDepth(nested(5_000))).toBe(5_000)
  })
})

describe('readJsonBody', () => {
  const post = (body: string) =>
    new Request('http://x/', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

  it('answers a body nested 5,000 levels with 400, without parsing it', async () => {
    const result = await readJsonBody(post(nested(5_000)))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.response.status).toBe(400)
  })

  it('reads a body nested up to the bound', async () => {
    expect((await readJsonBody(post(nested(maxJsonDepth)))).ok).toBe(true)
  })
})
