import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import type { ResponseRecord, ServerGlobals } from '@/lib/server/contract'
import { logger } from './logger'

const shared = globalThis as typeof globalThis & ServerGlobals

/** Renders "a page" the way scripts/serve.mjs does: inside a response record. */
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
