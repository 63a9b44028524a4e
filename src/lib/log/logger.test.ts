import { Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('logger', () => {
  it("logs a client's 403 at info, short and without a stack", () => {
    const { logger, lines } = capture()
    // What Payload's logError does with an error it does not know by (minified) class name.
    logger.error({ err: new Forbidden() })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, code: 'CLIENT_ERROR', status: 403 })
    expect(JSON.stringify(lines[0])).not.toContain('stack')
  })

  it('keeps server errors at error level with their stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('database is down') })
    expect(lines[0]).toMatchObject({ level: 50 })
    expect(JSON.stringify(lines[0])).toContain('stack')
  })
})
