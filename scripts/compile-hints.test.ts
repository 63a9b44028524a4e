import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, hint } from './compile-hints.mjs'

// A build's output as `next build` leaves it: chunks, and each route's manifests naming them.
let next: string
const chunk = (name: string) => path.join(next, 'static', 'chunks', name)
const source = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify(name)}])`

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

beforeEach(() => {
  next = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  for (const name of ['framework.js', 'island.js', 'lazy-island.js', 'admin.js', 'maplibre.js'])
    write(chunk(name), source(name))
  const site = path.join(next, 'server', 'app', '(site)', '[site]', 'page')
  write(
    path.join(site, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js'],
    }),
  )
  write(
    path.join(site, 'react-loadable-manifest.json'),
    JSON.stringify({
      12: { id: 12, files: ['static/chunks/lazy-island.js', 'static/chunks/lazy-island.css'] },
    }),
  )
  write(
    path.join(site, '..', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST["/(site)/[site]/page"] = {"clientModules":{"island":{"chunks":["/_next/static/chunks/island.js"]}}}`,
  )
  write(
    path.join(next, 'server', 'app', '(payload)', 'admin', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST["/(payload)/admin/page"] = {"clientModules":{"admin":{"chunks":["/_next/static/chunks/admin.js"]}}}`,
  )
})

afterEach(() => {
  fs.rmSync(next, { recursive: true, force: true })
})

describe('compile hints', () => {
  it("start every chunk a public page loads, once however often the build's last step runs", () => {
    expect(addCompileHints(next)).toBe(3)
    expect(addCompileHints(next)).toBe(3)
    for (const name of ['framework.js', 'island.js', 'lazy-island.js'])
      expect(fs.readFileSync(chunk(name), 'utf8'), name).toBe(hint + source(name))
  })

  it("leave the CMS admin's chunks and what an island imports only when used", () => {
    addCompileHints(next)
    for (const name of ['admin.js', 'maplibre.js'])
      expect(fs.readFileSync(chunk(name), 'utf8'), name).toBe(source(name))
  })
})
