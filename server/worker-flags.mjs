// @ts-check
// V8's garbage collector settings for the production server's workers (server/serve.mjs).
//
// A worker renders pages on one core, and with a worker on every core no core is spare. By
// default V8 collects with helper threads beside the main one (parallel scavenges, concurrent
// marking), which then take the core of another worker in the middle of its render; and a young
// generation of V8's default size (16 MB semi-spaces) is scavenged about 16 times a second under
// load, each time copying what the five or so renders in flight still hold. Measured
// (docs/benchmarks.md): with both flags below, the p95 of ten concurrent uncached renders on two
// cores was about a sixth lower for the home page and the car list.

/** What the workers get when they fill the cores. */
export const fullCoreGcFlags = ['--single-threaded-gc', '--max-semi-space-size=32']

/**
 * The workers' node arguments: the server's own, and the flags above when there are at least as
 * many workers as cores, each unless the server was started with its own value for it.
 * @param {string[]} execArgv the primary's node arguments (which node:cluster hands the workers)
 * @param {number} workers
 * @param {number} cores
 */
export function workerExecArgv(execArgv, workers, cores) {
  if (workers < cores) return execArgv
  const given = (/** @type {string} */ flag) =>
    execArgv.some((argument) => argument.split('=')[0] === flag.split('=')[0])
  return [...execArgv, ...fullCoreGcFlags.filter((flag) => !given(flag))]
}
