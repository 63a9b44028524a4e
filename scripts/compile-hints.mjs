// @ts-check
// V8 compiles a function the first time it is called, on the main thread. The build's
// chunks hold each module as a function that runs once, when the page starts; at a phone's speed
// compiling them one by one was about a quarter of a page's main-thread script time (a CPU profile
// of the sell-car form at 4× slowdown: 200–270 ms of 820–1,160 ms in the runtime's module
// instantiation, each factory compiled as it was called). A chunk that starts with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) has all its functions
// compiled eagerly while the script streams in, off the main thread. `npm run build` adds it to
// the chunks the public pages load (the CMS admin's are left as they are: most of its code runs
// only when an editor opens a view); other browsers read a comment.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const hint = '//# allFunctionsCalledOnLoad\n'

/**
 * The chunks (paths under .next/) of every route outside the CMS admin: each page's framework
 * and entry scripts (its build manifest), the chunks of the client components it may render (its
 * client reference manifest) and of the islands it loads with next/dynamic (its loadable
 * manifest). A library an island imports when used (the map's MapLibre) is in none of them.
 * @param {string} appDir .next/server/app
 * @returns {Set<string>}
 */
export function publicChunks(appDir) {
  /** @type {Set<string>} */
  const chunks = new Set()
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '(payload)') visit(file)
      } else if (entry.name === 'build-manifest.json') {
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
        for (const chunk of manifest.rootMainFiles ?? []) chunks.add(chunk)
      } else if (entry.name === 'react-loadable-manifest.json') {
        /** @type {Record<string, { files: string[] }>} */
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
        for (const { files } of Object.values(manifest))
          for (const chunk of files) if (chunk.endsWith('.js')) chunks.add(chunk)
      } else if (entry.name.endsWith('_client-reference-manifest.js')) {
        for (const [, chunk] of fs
          .readFileSync(file, 'utf8')
          .matchAll(/"\/_next\/(static\/chunks\/[^"]+\.js)"/g))
          chunks.add(chunk)
      }
    }
  }
  visit(appDir)
  return chunks
}

/**
 * Adds the hint to the public pages' chunks of the build in `nextDir` (once: a chunk that has it
 * is left alone). Returns how many chunks have it.
 * @param {string} nextDir
 */
export function addCompileHints(nextDir) {
  const chunks = publicChunks(path.join(nextDir, 'server', 'app'))
  for (const chunk of chunks) {
    const file = path.join(nextDir, chunk)
    const source = fs.readFileSync(file, 'utf8')
    if (!source.startsWith(hint)) fs.writeFileSync(file, hint + source)
  }
  return chunks.size
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = addCompileHints(path.resolve('.next'))
  console.log(`compile hints: ${count} chunks of the public pages are compiled as they load`)
}
