/**
 * Which test files depend on the database under test: those that read TEST_DB themselves or
 * import, at any depth within the project, a module that does (src/test/database.ts, through
 * createTestDatabase or createTestPayload). A file that reaches none of them runs the same on
 * either pass, so `npm test` runs it once, on the SQLite pass (vitest.config.ts).
 */
// @ts-check
import fs from 'node:fs'
import path from 'node:path'

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

/** @param {string} root @param {string[]} testFiles @returns {string[]} */
export function databaseDependentFiles(root, testFiles) {
  /** @type {Map<string, string[]>} */
  const importsOf = new Map()
  /** @type {Set<string>} */
  const readers = new Set()

  /** @param {string} from @param {string} specifier @returns {string | null} */
  function resolve(from, specifier) {
    const base = specifier.startsWith('@/')
      ? path.join(root, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
    if (!base) return null
    for (const extension of extensions) {
      const candidate = base + extension
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    }
    return null
  }

  // The project's own modules reachable from the test files, and which of them read TEST_DB.
  const pending = testFiles.map((file) => path.resolve(root, file))
  while (pending.length) {
    const file = /** @type {string} */ (pending.pop())
    if (importsOf.has(file)) continue
    const source = fs.readFileSync(file, 'utf8')
    if (source.includes('TEST_DB')) readers.add(file)
    const imports = [...source.matchAll(importPattern)]
      .map((match) => resolve(file, match[1]))
      .filter((imported) => imported !== null)
    importsOf.set(file, imports)
    pending.push(...imports)
  }

  // Every module from which a reader can be reached, found backwards from the readers.
  /** @type {Map<string, string[]>} */
  const importedBy = new Map()
  for (const [file, imports] of importsOf)
    for (const imported of imports) importedBy.set(imported, [...(importedBy.get(imported) ?? []), file])
  const dependent = new Set(readers)
  const frontier = [...readers]
  while (frontier.length)
    for (const importer of importedBy.get(/** @type {string} */ (frontier.pop())) ?? [])
      if (!dependent.has(importer)) {
        dependent.add(importer)
        frontier.push(importer)
      }

  return testFiles.filter((file) => dependent.has(path.resolve(root, file)))
}
