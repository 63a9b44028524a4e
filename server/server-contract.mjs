// @ts-check
// The production server's side of src/lib/server/contract.ts: the globalThis names serve.mjs
// shares with the app, spelled and typed only here, by that module's declarations (`tsc`
// checks this file).

/** @typedef {import('../src/lib/server/contract').ServerGlobals} ServerGlobals */
/** @typedef {import('../src/lib/server/contract').ServerWorker} ServerWorker */
/** @typedef {import('../src/lib/server/contract').ResponseRecord} ResponseRecord */

const shared = /** @type {typeof globalThis & ServerGlobals} */ (globalThis)

/** How the app's edits in this worker reach the others. @param {ServerWorker} worker */
export function provideServerWorker(worker) {
  shared.__serverWorker = worker
}

/**
 * Drops tags from the app's content cache. A worker whose app has not loaded the cache yet holds
 * nothing to drop. @param {string[]} tags
 */
export function dropContentCacheTags(tags) {
  shared.__contentCacheDrop?.(tags)
}

/** The record of each request, for the page it renders. @param {import('node:async_hooks').AsyncLocalStorage<ResponseRecord>} records */
export function provideResponseRecords(records) {
  shared.__responseRecords = records
}
