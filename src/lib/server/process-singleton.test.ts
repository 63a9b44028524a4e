import { describe, expect, it } from 'vitest'
import { processSingleton } from './process-singleton'

describe('processSingleton', () => {
  it('makes the value once: every later call, from any copy of a module, gets the same one', () => {
    let made = 0
    const create = () => ({ made: ++made })
    const first = processSingleton('processSingletonTest', create)
    expect(processSingleton('processSingletonTest', create)).toBe(first)
    expect(made).toBe(1)
  })
})
