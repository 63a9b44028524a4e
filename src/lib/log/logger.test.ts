import { AsyncLocalStorage } from 'node:async_hooks'
import { GraphQLError } from 'graphql'
import { Forbidden } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import type { ResponseRecord, ServerGlobals } from '@/lib/server/contract'
import { createLogger, logger } from './logger'
function capture() {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('logger levels', () => {
  it("logs a client's 403 at info, short and without a stack", () => {
    const { logger, lines } = capture()
    // What Payload's logError does with an error it does not know by (minified) class name.
    logger.error({ err: new Forbidden() })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, code: 'CLIENT_ERROR', status: 403 })
    expect(JSON.stringify(lines[0])).not.toContain('stack')
  })

  it("logs a staff GraphQL query's 403 at info too: the resolver's error wrapped in a GraphQLError", () => {
    const { logger, lines } = capture()
    const forbidden = new Forbidden()
    logger.error({ err: new GraphQLError(forbidden.message, { originalError: forbidden }) })
    expect(lines[0]).toMatchObject({ level: 30, code: 'CLIENT_ERROR', status: 403 })
    expect(JSON.stringify(lines[0])).not.toContain('stack')
    logger.error({ err: new GraphQLError('column missing', { originalError: new Error('column missing') }) })
    expect(lines[1]).toMatchObject({ level: 50 })
  })

  it('keeps server errors at error level with their stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('database is down') })
    expect(lines[0]).toMatchObject({ level: 50 })
    expect(JSON.stringify(lines[0])).toContain('stack')
  })
})

const shared = globalThis as typeof globalThis & ServerGlobals

/** Renders "a page" the way server/serve.mjs does: inside a response record. */
function render(log: () => void): ResponseRecord {
  const records = new AsyncLocalStorage<ResponseRecord>()
  shared.__responseRecords = records
  const record: ResponseRecord = { cacheable: true }
  records.run(record, log)
  return record
}

describe('the logger and the page cache', () => {
  afterEach(() => {
    delete shared.__responseRecords
  })

  // The tests run with LOG_LEVEL unset and NODE_ENV=test: the logger writes nothing.
  it('keeps a page whose rendering logged a warning out of the page cache, though nothing is written', () => {
    expect(render(() => logger.warn({ code: 'SEARCH_FAILED' }, 'search failed')).cacheable).toBe(false)
    expect(render(() => logger.child({ name: 'catalog' }).error('failed')).cacheable).toBe(false)
  })

  it('lets a page that logged only information be kept', () => {
    expect(render(() => logger.info('rendered')).cacheable).toBe(true)
  })
})
