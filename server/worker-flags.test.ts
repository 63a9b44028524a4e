import { describe, expect, it } from 'vitest'
import { fullCoreGcFlags, workerExecArgv } from './worker-flags.mjs'

describe("the workers' garbage collector flags", () => {
  it('are added when the workers fill the cores, after the server’s own arguments', () => {
    expect(workerExecArgv(['--enable-source-maps'], 2, 2)).toEqual([
      '--enable-source-maps',
      ...fullCoreGcFlags,
    ])
    expect(workerExecArgv([], 4, 2)).toEqual(fullCoreGcFlags)
  })

  it('leave a spare core to V8’s helper threads when there are fewer workers than cores', () => {
    expect(workerExecArgv(['--cpu-prof'], 1, 2)).toEqual(['--cpu-prof'])
  })

  it('give way to a value the server was started with', () => {
    expect(workerExecArgv(['--max-semi-space-size=64'], 2, 2)).toEqual([
      '--max-semi-space-size=64',
      '--single-threaded-gc',
    ])
  })
})
